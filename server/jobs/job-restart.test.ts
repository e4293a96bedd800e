// issue #14 "Done when": a job enqueued, then its process killed with SIGKILL, runs exactly
// once after restart; a job killed while running is visible as stuck, then retried once,
// and its side effect (done before the kill) is not done again. PGlite (a folder) by
// default, PostgreSQL with TEST_DATABASE_URL.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { tenants } from '../db/schema/identity';
import { createTestDatabase } from '../test-support/test-database';
import { createJobRunner } from './job-runner';
import { ageActiveJobs } from './test-support/age-jobs';
import { defineTestJobs, effectRuns } from './test-support/test-jobs';

const CHILD = join(import.meta.dirname, 'test-support', 'job-child.ts');
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A migrated database with tenant demo that a child process can open: target + opener. */
async function durableDatabase(): Promise<{ target: string; open(): Promise<DatabaseHandle> }> {
  const postgres = process.env.TEST_DATABASE_URL ? await createTestDatabase({ seed: false }) : null;
  if (postgres?.url) {
    cleanups.push(() => postgres.close());
    await postgres.db.insert(tenants).values({ tenantId: 'demo', name: '演示' });
    return { target: postgres.url, open: async () => postgres.handle };
  }
  const folder = join(mkdtempSync(join(tmpdir(), 'scrm-jobs-')), 'pglite');
  const handle = await openPglite(folder);
  await handle.migrate();
  await handle.db.insert(tenants).values({ tenantId: 'demo', name: '演示' });
  await handle.close(); // PGlite has no lock: one process at a time on its folder
  return {
    target: folder,
    async open() {
      const reopened = await openPglite(folder);
      cleanups.push(() => reopened.close());
      return reopened;
    },
  };
}

/** Starts the child, waits for "ready <id>", kills it with SIGKILL, answers the id. */
function runAndKill(command: 'enqueue' | 'hang', target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, command, target], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready (\S+)\n/.exec(output);
      if (match?.[1]) {
        const id = match[1];
        child.once('exit', (_code, signal) =>
          signal === 'SIGKILL' ? resolve(id) : reject(new Error(`exited by ${signal}`)),
        );
        child.kill('SIGKILL');
      }
    });
    child.once('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`child exited ${code}: ${errors}`));
    });
  });
}

async function effectMarks(handle: DatabaseHandle, key: string): Promise<number> {
  const result = (await handle.db.execute(
    sql`SELECT count(*)::int AS n FROM job_effects WHERE effect_key = ${`demo:${key}`}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? -1;
}

describe('job runner across a kill -9', () => {
  it('a job enqueued and acknowledged before SIGKILL runs exactly once after restart', async () => {
    const database = await durableDatabase();
    const id = await runAndKill('enqueue', database.target);
    const handle = await database.open();
    const jobs = createJobRunner({ db: handle.db, executor: handle, mode: 'manual' });
    defineTestJobs(jobs, { hang: false });
    cleanups.push(() => jobs.stop(0));
    effectRuns.length = 0;
    expect((await jobs.get('demo', id))?.stateLabel).toBe('排队中');
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue({ asOf: new Date(Date.now() + 86_400_000) })).toBe(0);
    expect(effectRuns).toEqual([id]);
    expect((await jobs.get('demo', id))?.state).toBe('completed');
    expect(await effectMarks(handle, `effect:${id}`)).toBe(1);
  }, 60_000);

  it('a job killed while running shows as stuck, then reruns once without redoing its effect', async () => {
    const database = await durableDatabase();
    const id = await runAndKill('hang', database.target);
    const handle = await database.open();
    const jobs = createJobRunner({
      db: handle.db,
      executor: handle,
      mode: 'manual',
      stuckAfterSeconds: 60,
    });
    defineTestJobs(jobs, { hang: false });
    cleanups.push(() => jobs.stop(0));
    effectRuns.length = 0;
    const killed = await jobs.get('demo', id);
    expect(killed).toMatchObject({
      state: 'active',
      stuck: false,
      progress: { done: 1, total: 2 },
    });

    await ageActiveJobs(handle.db, 120); // two minutes without a sign of life
    expect((await jobs.get('demo', id))?.stuck).toBe(true);

    await ageActiveJobs(handle.db, 3600); // past its 15-minute expiry: failed, retried
    expect(await jobs.runDue({ asOf: new Date(Date.now() + 3600_000) })).toBe(1);
    const done = await jobs.get('demo', id);
    expect(done).toMatchObject({ state: 'completed', attempts: 2, stuck: false });
    expect(effectRuns).toEqual([id]);
    expect(await effectMarks(handle, `hang:${id}`)).toBe(1);
  }, 60_000);
});
