// Server tests run on an in-memory PGlite by default; with TEST_DATABASE_URL (postgres://)
// each test file gets a fresh database of its own on that server, dropped afterwards, so
// the same migrations are proven on PostgreSQL 15 (issue #2 ".ci/run").
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { isPostgresUrl } from '../config/server-config';
import { openPglite, openPostgres } from '../db/database';
import type { Database, DatabaseHandle } from '../db/database';
import { prepareDatabase } from '../db/prepare-database';

export interface TestDatabase {
  readonly handle: DatabaseHandle;
  readonly db: Database;
  close(): Promise<void>;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function openFreshPostgres(serverUrl: string): Promise<TestDatabase> {
  const name = `scrm_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.href);
  return {
    handle,
    db: handle.db,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** A migrated empty database (seeded too unless `seed: false`). */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const testDb = isPostgresUrl(serverUrl)
    ? await openFreshPostgres(serverUrl)
    : await openPglite(undefined).then((handle) => ({
        handle,
        db: handle.db,
        close: () => handle.close(),
      }));
  if (options.seed === false) await testDb.handle.migrate();
  else await prepareDatabase(testDb.handle);
  return testDb;
}
