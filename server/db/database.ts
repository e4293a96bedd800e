// docs/conventions.md "Stack": one schema, one set of SQL migrations for PGlite (embedded default,
// DATA_DIR/pglite) and PostgreSQL 15+ (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { findProjectRoot } from '../config/project-root';

/** The query surface both drivers share; modules depend on this, never on a driver. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** PGlite has no autovacuum: what refreshes planner statistics differs (sandbox-mass-send.ts). */
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /** Apply the SQL migrations of server/db/migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Raw SQL for the job runner (pg-boss's `db` adapter, server/jobs): parameters when
   * `values` is non-empty, else the simple protocol (several statements allowed).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (server tests load it per file). */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections (issue #36 /metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export function migrationsFolder(): string {
  return join(findProjectRoot(), 'server', 'db', 'migrations');
}

/**
 * PGlite in `dataDir` (a folder, created first: docs/stack.md "PGlite"), or in memory when undefined;
 * `snapshot`, a `dumpDataDir()` tarball, is loaded first: in memory, or into a new folder
 * (server tests).
 */
export async function openPglite(
  dataDir: string | undefined,
  snapshot?: Blob,
): Promise<DatabaseHandle> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const client =
    dataDir !== undefined
      ? new PGlite(dataDir, snapshot ? { loadDataDir: snapshot } : {})
      : snapshot
        ? new PGlite({ loadDataDir: snapshot })
        : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection ended by the server (a restart, a failover, a dropped test database)
  // must not crash the process: pg emits it on the pool, and the next query reconnects.
  pool.on('error', (error) => {
    process.stderr.write(`PostgreSQL 连接中断 / connection lost: ${error.message}\n`);
  });
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePostgres(pool);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migrateNodePostgres(db, { migrationsFolder: migrationsFolder() }),
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return last ?? { rows: [] };
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

export function openDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<DatabaseHandle> {
  return databaseUrl === undefined
    ? openPglite(join(dataDir, 'pglite'))
    : openPostgres(databaseUrl);
}
