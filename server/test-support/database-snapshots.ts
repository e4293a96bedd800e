// Server tests start from a prepared database instead of migrating and seeding 90 days of
// every area in each test file (that took 40 s + 90 s per file under load, most of the CI
// budget). The global setup prepares it once per run; each file then gets its own copy:
// - PGlite: a dumpDataDir() tarball loaded into a fresh in-memory PGlite;
// - PostgreSQL: a template database, copied by CREATE DATABASE … TEMPLATE.
// Each file still owns an isolated database; only the preparation is shared.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { isPostgresUrl } from '../config/server-config';
import { openPglite, openPostgres } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { prepareDatabase } from '../db/prepare-database';
import { otherWalSegment, withoutTarEntries } from './wal-trim';

/** What the global setup hands to every test file (vitest provide/inject). */
export interface DatabaseSnapshots {
  /** PGlite tarballs on disk. */
  readonly pgliteMigrated?: string;
  readonly pgliteSeeded?: string;
  /** PostgreSQL template database names on the TEST_DATABASE_URL server. */
  readonly postgresMigrated?: string;
  readonly postgresSeeded?: string;
}

export async function adminQuery(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as unknown[];
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function prepare(handle: DatabaseHandle, seeded: boolean): Promise<void> {
  if (seeded) await prepareDatabase(handle);
  else await handle.migrate();
}

/** The migrated database, then the seeded one grown from it (migrations run once). */
async function pgliteSnapshot(folder: string, from?: string): Promise<string> {
  const seeded = from !== undefined;
  const handle = await openPglite(undefined, from ? readSnapshot(from) : undefined);
  try {
    await prepare(handle, seeded);
    // A copy loads without replaying the seed's write-ahead log (wal-trim.ts).
    await handle.executeSql('checkpoint');
    const [current] = (
      await handle.executeSql('select pg_walfile_name(pg_current_wal_lsn()) as segment')
    ).rows as { segment: string }[];
    const blob = await handle.dump!();
    const file = join(folder, seeded ? 'seeded.tar' : 'migrated.tar');
    const tar = new Uint8Array(await blob.arrayBuffer());
    writeFileSync(file, withoutTarEntries(tar, otherWalSegment(current!.segment)));
    return file;
  } finally {
    await handle.close();
  }
}

async function postgresTemplate(serverUrl: string, seeded: boolean): Promise<string> {
  const name = `scrm_template_${seeded ? 'seeded' : 'migrated'}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const handle = await openPostgres(databaseUrl(serverUrl, name));
  try {
    await prepare(handle, seeded);
    // Every copy starts with the statistics autovacuum would gather on a live server, so a
    // test's plans do not depend on whether autovacuum reached its tables yet (a chunk query
    // planned without them took 30 s in CI, docs/testing.md "Planner statistics").
    await handle.executeSql('analyze');
  } finally {
    await handle.close();
  }
  return name;
}

/** Prepares both starting points; returns them and how to remove them. */
export async function createDatabaseSnapshots(): Promise<{
  snapshots: DatabaseSnapshots;
  remove(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (isPostgresUrl(serverUrl)) {
    const migrated = await postgresTemplate(serverUrl, false);
    const seeded = await postgresTemplate(serverUrl, true);
    return {
      snapshots: { postgresMigrated: migrated, postgresSeeded: seeded },
      async remove() {
        for (const name of [migrated, seeded]) {
          await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        }
      },
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'scrm-test-snapshots-'));
  const migrated = await pgliteSnapshot(folder);
  const seeded = await pgliteSnapshot(folder, migrated);
  return {
    snapshots: { pgliteMigrated: migrated, pgliteSeeded: seeded },
    remove: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

// A tarball handed to PGlite as it is: PGlite's loadDataDir only calls arrayBuffer() and reads
// the bytes (its untar copies each file out of them), so every load shares one buffer; size and
// arrayBuffer() are all this Blob answers. Node 20's own Blob read 86 MB back through a stream
// and joined the chunks: a load took 2.5 s of CPU with it, 1.8 s without (docs/testing.md
// "Stop 54").
class SnapshotBlob extends Blob {
  constructor(private readonly tarball: ArrayBuffer) {
    super([]);
  }

  override get size(): number {
    return this.tarball.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.tarball);
  }
}

// The server project's files share their worker process (vitest.config.ts), and each loads
// the same tarball: it is read from disk once per process. A snapshot file never changes
// during a run (the global setup writes it before any test file starts).
const snapshotBytes = new Map<string, ArrayBuffer>();

export function readSnapshot(file: string): Blob {
  let bytes = snapshotBytes.get(file);
  if (!bytes) {
    const read = readFileSync(file);
    bytes = read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength);
    snapshotBytes.set(file, bytes);
  }
  return new SnapshotBlob(bytes);
}
