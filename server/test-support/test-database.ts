// Server tests run on an in-memory PGlite by default; with TEST_DATABASE_URL (postgres://)
// each test file gets a fresh database of its own on that server, dropped afterwards, so
// the same migrations are proven on PostgreSQL 15 (issue #2 ".ci/run").
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { isPostgresUrl } from '../config/server-config';
import { openPglite, openPostgres } from '../db/database';
import type { Database, DatabaseHandle } from '../db/database';
import { prepareDatabase } from '../db/prepare-database';
import { adminQuery, readSnapshot } from './database-snapshots';
import type { DatabaseSnapshots } from './database-snapshots';

export interface TestDatabase {
  readonly handle: DatabaseHandle;
  readonly db: Database;
  /** The database's own URL on PostgreSQL (child processes in job tests open it too). */
  readonly url?: string;
  close(): Promise<void>;
}

// pg-pool's end() resolves before its sockets are closed: wait for the server to see them
// go, so the DROP below ends no live connection (issue #8 saw 57P01 errors otherwise).
async function waitForDisconnects(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const [row] = (await adminQuery(
      serverUrl,
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    )) as Array<{ n: number }>;
    if (!row || row.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function openFreshPostgres(serverUrl: string, template?: string): Promise<TestDatabase> {
  const name = `scrm_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    serverUrl,
    template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.href);
  return {
    handle,
    db: handle.db,
    url: url.href,
    async close() {
      await handle.close();
      await waitForDisconnects(serverUrl, name);
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** The global setup's prepared databases (server/test-support/global-setup.ts), if it ran. */
function snapshots(): DatabaseSnapshots {
  try {
    return inject('databaseSnapshots') ?? {};
  } catch {
    return {};
  }
}

/** The run's seeded PGlite database as a tarball, if the global setup prepared one. */
export async function seededPgliteSnapshot(): Promise<Blob | undefined> {
  const file = snapshots().pgliteSeeded;
  return file ? await readSnapshot(file) : undefined;
}

/**
 * A database of this test file's own: migrated and seeded (or only migrated with
 * `seed: false`), copied from the run's prepared database when there is one.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const seeded = options.seed !== false;
  const prepared = snapshots();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (isPostgresUrl(serverUrl)) {
    const template = seeded ? prepared.postgresSeeded : prepared.postgresMigrated;
    const testDb = await openFreshPostgres(serverUrl, template);
    if (!template) await (seeded ? prepareDatabase(testDb.handle) : testDb.handle.migrate());
    return testDb;
  }
  const file = seeded ? prepared.pgliteSeeded : prepared.pgliteMigrated;
  const handle = await openPglite(undefined, file ? await readSnapshot(file) : undefined);
  if (!file) await (seeded ? prepareDatabase(handle) : handle.migrate());
  return { handle, db: handle.db, close: () => handle.close() };
}
