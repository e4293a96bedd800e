// issue #36 "Done when": back up a running server under writes, restore into a new place,
// start it there: row counts and a sample of rows are equal. PGlite by default (`npm run
// backup` / `npm run restore`, through the server's control socket); PostgreSQL with
// TEST_DATABASE_URL (`pg_dump -Fc` / `pg_restore --no-owner`, as the README documents).
//
// The writer yields to the event loop between its statements (setImmediate). PGlite answers a
// query in microtasks only, so a loop of awaited PGlite queries never lets a timer, a socket
// or a child process's exit be served: the first attempt at this test wrote in such a loop and
// hung past its own timeout (vitest's timer could not fire either). A real server's writes
// each arrive in an I/O callback, so they interleave with the backup request as here.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn, setTimeout as pause } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { findProjectRoot } from '../config/project-root';
import { isPostgresUrl, loadConfig } from '../config/server-config';
import { openPglite, openPostgres } from '../db/database';
import type { Database } from '../db/database';
import { tagGroups } from '../db/schema/customers';
import { createTenantWithAdmin } from '../modules/setup/tenant-admin';
import { startServer } from '../start-server';
import type { RunningServer } from '../start-server';
import { adminQuery, readSnapshot } from '../test-support/database-snapshots';
import { createTestDatabase } from '../test-support/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = isPostgresUrl(serverUrl);
const root = findProjectRoot();
const cleanups: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function run(
  file: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd: root, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** A CLI of server/ the way `npm run <name>` runs it (tsx). */
const cli = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', join('server', script), ...args], env);

/** A PGlite folder holding the run's migrated database (global setup), if there is one. */
async function migratedFolder(dataDir: string): Promise<void> {
  const migrated = inject('databaseSnapshots')?.pgliteMigrated;
  if (!migrated) return;
  mkdirSync(join(dataDir, 'pglite'), { recursive: true });
  const client = new PGlite(join(dataDir, 'pglite'), { loadDataDir: await readSnapshot(migrated) });
  await client.waitReady;
  await client.close();
}

async function start(dataDir: string, databaseUrl?: string): Promise<RunningServer> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const server = await startServer(
    { ...config, staticDir: join(dataDir, 'no-build') },
    { print: () => {} },
  );
  cleanups.push(() => server.stop());
  return server;
}

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Rows in every table of every schema the application owns (public, drizzle, pgboss). */
async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string; schema: string }>(
    db,
    sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema IN ('public', 'drizzle', 'pgboss') AND table_type = 'BASE TABLE'
      ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(schema)}.${sql.identifier(name)}`,
    );
    counts[`${schema}.${name}`] = row?.n ?? -1;
  }
  return counts;
}

/** A sample of rows, whole, as text: the tenant, its admin account, its role. */
const sampleRows = (db: Database) =>
  rowsOf<{ row: string }>(
    db,
    sql`SELECT t::text AS row FROM tenants t
      UNION ALL SELECT u::text FROM users u
      UNION ALL SELECT r::text FROM roles r ORDER BY 1`,
  );

/** Writes pairs of rows, each pair one transaction, yielding between its two statements. */
function startWriting(db: Database) {
  let writing = true;
  let pairs = 0;
  const done = (async () => {
    while (writing) {
      const i = pairs;
      await db.transaction(async (tx) => {
        await tx.insert(tagGroups).values({ tenantId: 'xinghe', name: `a${i}` });
        await nextTurn();
        await tx.insert(tagGroups).values({ tenantId: 'xinghe', name: `b${i}` });
      });
      pairs += 1;
      // A pause between pairs leaves the process's one thread to the server and the backup.
      await pause(2);
    }
  })();
  return {
    pairs: () => pairs,
    stop: async () => {
      writing = false;
      await done;
    },
  };
}

/** PGlite: `npm run backup` against the running server, `npm run restore` into `target`. */
async function pgliteBackupRestore(sourceDir: string, file: string, target: string) {
  const backup = await cli('backup-cli.ts', [file], { DATA_DIR: sourceDir });
  expect(backup).toMatchObject({ code: 0, output: expect.stringContaining('已备份到') });
  return async () => {
    const restore = await cli('restore-cli.ts', [file], { DATA_DIR: target });
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('已恢复到') });
    return undefined;
  };
}

/** PostgreSQL: pg_dump the running server's database, pg_restore into a new database. */
async function postgresBackupRestore(sourceUrl: string, file: string, admin: string) {
  const dump = await run('pg_dump', ['-Fc', '-f', file, sourceUrl]);
  expect(dump).toEqual({ code: 0, output: '' });
  return async () => {
    const name = `scrm_restore_${Date.now().toString(36)}`;
    await adminQuery(admin, `CREATE DATABASE "${name}"`);
    cleanups.push(async () => {
      await adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const restore = await run('pg_restore', ['--no-owner', '-d', url.href, file]);
    expect(restore).toEqual({ code: 0, output: '' });
    return url.href;
  };
}

describe(`backup and restore on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('a backup of a running server under writes, restored and started, has equal row counts and rows', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'scrm-backup-'));
    const file = join(folder, onPostgres ? 'scrm.dump' : 'backup.tar');
    const sourceDb = onPostgres ? await createTestDatabase({ seed: false }) : undefined;
    if (sourceDb) cleanups.push(() => sourceDb.close());
    // PGlite: the source folder starts from the run's migrated copy (no migrating here).
    if (!onPostgres) await migratedFolder(join(folder, 'a'));
    const source = await start(join(folder, 'a'), sourceDb?.url);
    const db = source.database.db;
    await createTenantWithAdmin(db, {
      company_name: '星河贸易',
      tenant_id: 'xinghe',
      account: 'boss',
      password: 'Xinghe#2026',
    });

    const writer = startWriting(db);
    while (writer.pairs() < 10) await nextTurn();
    const before = await tableCounts(db);
    const restore = onPostgres
      ? await postgresBackupRestore(sourceDb!.url!, file, serverUrl!)
      : await pgliteBackupRestore(join(folder, 'a'), file, join(folder, 'b'));
    const after = await tableCounts(db);
    await writer.stop();
    const sourceSample = await sampleRows(db);
    await source.stop();

    // Counted before the copy's server starts: its job runner then adds its own cron jobs.
    const target = { dataDir: join(folder, 'b'), url: await restore() };
    const stored = target.url
      ? await openPostgres(target.url)
      : await openPglite(join(target.dataDir, 'pglite'));
    const counts = await tableCounts(stored.db);
    const names = (await stored.db.select({ name: tagGroups.name }).from(tagGroups)).map(
      (row) => row.name,
    );
    const restoredSample = await sampleRows(stored.db);
    await stored.close();
    // The writes went on while the backup was taken…
    expect(after['public.tag_groups']).toBeGreaterThan(before['public.tag_groups']!);
    // …and the copy holds whole transactions only: pairs a0 b0 … an bn, none missing.
    const indexes = (prefix: string) =>
      names
        .filter((name) => name.startsWith(prefix))
        .map((name) => Number(name.slice(1)))
        .sort((x, y) => x - y);
    expect(indexes('b')).toEqual(indexes('a'));
    expect(indexes('a')).toEqual(indexes('a').map((_, index) => index));
    expect(counts['public.tag_groups']).toBeGreaterThanOrEqual(before['public.tag_groups']!);
    expect(counts['public.tag_groups']).toBeLessThanOrEqual(after['public.tag_groups']!);
    // Every other table: the same count before the backup, after it, and in the copy. The job
    // rows (pgboss.job and its per-queue partitions pgboss.j…) are left out: the running
    // server's scheduler adds a cron job whenever its minute comes, backup or not (a full run
    // saw pgboss.job go 1 → 2 during the backup). The queues, schedules and version stay in.
    const movesOnItsOwn = (table: string) =>
      table === 'pgboss.job' || /^pgboss\.j[0-9a-f]{8,}$/.test(table);
    const others = (counts_: Record<string, number>) =>
      Object.fromEntries(
        Object.entries(counts_).filter(
          ([table]) => table !== 'public.tag_groups' && !movesOnItsOwn(table),
        ),
      );
    expect(others(after)).toEqual(others(before));
    expect(others(counts)).toEqual(others(before));
    expect(Object.keys(counts).length).toBeGreaterThan(100);
    expect(restoredSample).toEqual(sourceSample);

    // The copy starts, and its admin signs in.
    const restored = await start(target.dataDir, target.url);
    const port = (restored.app.server.address() as { port: number }).port;
    const login = await fetch(`http://127.0.0.1:${port}/scrm/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'boss', password: 'Xinghe#2026' }),
    });
    expect(await login.json()).toMatchObject({ code: 0, data: { tenant_id: 'xinghe' } });
  }, 420_000);

  it('npm run restore refuses a DATA_DIR that is not empty and writes nothing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'scrm-restore-'));
    const target = join(folder, 'data');
    mkdirSync(target);
    writeFileSync(join(target, 'keep-me'), 'x');
    const restore = await cli('restore-cli.ts', [join(folder, 'missing.tar')], {
      DATA_DIR: target,
    });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('不是空的，拒绝恢复');
    expect(readdirSync(target)).toEqual(['keep-me']);
  });
});
