// Server tests start from a prepared database instead of migrating and seeding 90 days of
// every area in each test file (that took 40 s + 90 s per file under load, most of the CI
// budget). The global setup prepares it once per run; each file then gets its own copy:
// - PGlite: a dumpDataDir() tarball loaded into a fresh in-memory PGlite;
// - PostgreSQL: a template database, copied by CREATE DATABASE … TEMPLATE.
// Each file still owns an isolated database; only the preparation is shared.
//
// The PGlite tarballs are prepared while the first test files run (issue #33, docs/testing.md
// "Stop 58: the seed beside the unit files"): the global setup names the files at once and
// writes each when it is ready; a server file waits for them in its setup file
// (snapshots-written.ts), and readSnapshot() checks again for a caller outside it. The seed
// runs on one thread, so before this one core sat mostly idle for its ~35 s; the unit project's
// files, queued first (scripts/vitest-project-order.ts), fill it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** The migrated database, or the seeded one grown from it (migrations run once), into `file`. */
async function pgliteSnapshot(file: string, from?: string): Promise<void> {
  const seeded = from !== undefined;
  const handle = await openPglite(undefined, from ? await readSnapshot(from) : undefined);
  try {
    await prepare(handle, seeded);
    // A copy loads without replaying the seed's write-ahead log (wal-trim.ts).
    await handle.executeSql('checkpoint');
    const [current] = (
      await handle.executeSql('select pg_walfile_name(pg_current_wal_lsn()) as segment')
    ).rows as { segment: string }[];
    const blob = await handle.dump!();
    const tar = new Uint8Array(await blob.arrayBuffer());
    // written whole, then renamed: a waiting test file never reads half a tarball
    writeFileSync(`${file}.part`, withoutTarEntries(tar, otherWalSegment(current!.segment)));
    renameSync(`${file}.part`, file);
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

/** What the global setup started: the starting points' names, and how to remove them. */
export interface PreparingSnapshots {
  readonly snapshots: DatabaseSnapshots;
  /** Waits for the writing to end, then removes what it wrote. */
  remove(): Promise<void>;
}

/** The file that says a snapshot could not be prepared, and why. */
const failedMarker = (file: string) => `${file}.failed`;

/** Writes the PGlite snapshots in order (snapshot-writer.ts runs this in a process of its own). */
export async function writePgliteSnapshots(migrated: string, seeded: string): Promise<void> {
  await pgliteSnapshot(migrated);
  await pgliteSnapshot(seeded, migrated);
}

/**
 * Runs writePgliteSnapshots in a child process: the seed's SQL runs synchronously in PGlite, and
 * in Vitest's own process it would hold up the workers' module requests while the unit files
 * load. A failure leaves its reason beside each file not written, for the files that wait.
 */
function writeInChildProcess(migrated: string, seeded: string): Promise<void> {
  const writer = fileURLToPath(new URL('./snapshot-writer.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', writer, migrated, seeded], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      const reason = `snapshot-writer.ts exited with ${signal ?? code}\n${stderr}`;
      for (const file of [migrated, seeded]) {
        if (!existsSync(file)) writeFileSync(failedMarker(file), reason);
      }
      reject(new Error(reason));
    });
  });
}

/**
 * Starts preparing both starting points. PostgreSQL's templates are ready when this resolves;
 * PGlite's tarballs are named at once and written in the background (see the top of the file).
 */
export async function startDatabaseSnapshots(): Promise<PreparingSnapshots> {
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
  const migrated = join(folder, 'migrated.tar');
  const seeded = join(folder, 'seeded.tar');
  const ready = writeInChildProcess(migrated, seeded);
  // the waiting test files report a failure (their readSnapshot throws the reason)
  ready.catch(() => undefined);
  return {
    snapshots: { pgliteMigrated: migrated, pgliteSeeded: seeded },
    remove: async () => {
      await ready.catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Waits until the global setup has written `file`; throws its reason if it could not. */
async function writtenSnapshot(file: string): Promise<void> {
  while (!existsSync(file)) {
    if (existsSync(failedMarker(file))) {
      throw new Error(
        `The global setup could not prepare ${file}:\n${readFileSync(failedMarker(file), 'utf8')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
// during a run (written once, whole, and renamed into place before any file can read it).
const snapshotBytes = new Map<string, ArrayBuffer>();

/**
 * Waits until every PGlite snapshot the global setup named is written (snapshots-written.ts calls
 * this before a server file's tests: outside any test's or hook's time limit).
 */
export async function snapshotsWritten(snapshots: DatabaseSnapshots): Promise<void> {
  for (const file of [snapshots.pgliteMigrated, snapshots.pgliteSeeded]) {
    if (file) await writtenSnapshot(file);
  }
}

/** The snapshot's bytes as PGlite's `loadDataDir`, once the global setup has written it. */
export async function readSnapshot(file: string): Promise<Blob> {
  let bytes = snapshotBytes.get(file);
  if (!bytes) {
    await writtenSnapshot(file);
    const read = readFileSync(file);
    bytes = read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength);
    snapshotBytes.set(file, bytes);
  }
  return new SnapshotBlob(bytes);
}
