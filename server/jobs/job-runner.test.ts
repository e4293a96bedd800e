// issue #14 "Job runner": runs, retries with back-off then 失败, keys, once(), scheduling,
// tenant scope, progress. On PGlite by default, on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../db/schema/identity';
import { createTestDatabase } from '../test-support/test-database';
import type { TestDatabase } from '../test-support/test-database';
import { createJobRunner } from './job-runner';
import type { JobRunner } from './job-types';

let database: TestDatabase;
let jobs: JobRunner;
const runs: Array<{ name: string; id: string; attempt: number }> = [];
const effects: string[] = [];
let failFirstAttempts = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await database.db.insert(tenants).values([
    { tenantId: 'demo', name: '演示' },
    { tenantId: 'second', name: '第二' },
  ]);
  jobs = createJobRunner({ db: database.db, executor: database.handle, mode: 'manual' });
  jobs.define('t.ok', async (job) => {
    runs.push({ name: job.name, id: job.id, attempt: job.attempt });
    await job.progress(3, 3);
  });
  jobs.define(
    't.broken',
    async (job) => {
      runs.push({ name: job.name, id: job.id, attempt: job.attempt });
      throw new Error(`平台拒绝 (attempt ${job.attempt})`);
    },
    { retryLimit: 2, retryDelaySeconds: 60 },
  );
  jobs.define(
    't.send',
    async (job) => {
      runs.push({ name: job.name, id: job.id, attempt: job.attempt });
      const sent = await job.once('message:42', async (tx) => {
        await tx.execute(sql`SELECT 1`);
        effects.push(job.id);
      });
      expect(sent).toBe(job.attempt === 1);
      if (job.attempt <= failFirstAttempts) throw new Error('connection reset after sending');
    },
    { retryLimit: 3, retryDelaySeconds: 60 },
  );
  await jobs.start();
});

afterAll(async () => {
  await jobs.stop(0);
  await database.close();
});

const inAnHour = () => new Date(Date.now() + 3600_000);

describe('job runner', () => {
  it('runs an enqueued job once and shows it 已完成 with its progress', async () => {
    const id = await jobs.enqueue('t.ok', { tenantId: 'demo' });
    expect((await jobs.get('demo', id))?.stateLabel).toBe('排队中');
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    const status = await jobs.get('demo', id);
    expect(status).toMatchObject({
      state: 'completed',
      stateLabel: '已完成',
      attempts: 1,
      progress: { done: 3, total: 3 },
    });
    expect(runs.filter((run) => run.id === id)).toHaveLength(1);
  });

  it('a second enqueue with the same key answers the first id and adds no job', async () => {
    const first = await jobs.enqueue('t.ok', { tenantId: 'demo' }, { key: 'export:7' });
    const second = await jobs.enqueue('t.ok', { tenantId: 'demo' }, { key: 'export:7' });
    const otherTenant = await jobs.enqueue('t.ok', { tenantId: 'second' }, { key: 'export:7' });
    expect(second).toBe(first);
    expect(otherTenant).not.toBe(first);
    expect(await jobs.runDue()).toBe(2);
  });

  it('a failing job retries with growing back-off, then shows 失败 with its error', async () => {
    const id = await jobs.enqueue('t.broken', { tenantId: 'demo' });
    await jobs.runDue();
    const afterFirst = await jobs.get('demo', id);
    expect(afterFirst).toMatchObject({ state: 'retrying', attempts: 1 });
    expect(afterFirst?.lastError).toContain('平台拒绝 (attempt 1)');
    const firstDelay = Date.parse(afterFirst?.runAfter ?? '') - Date.now();
    expect(firstDelay).toBeGreaterThan(55_000);
    expect(await jobs.runDue()).toBe(0); // not due yet: nothing sleeps, nothing runs early

    await jobs.runDue({ asOf: inAnHour() });
    const afterSecond = await jobs.get('demo', id);
    expect(afterSecond).toMatchObject({ state: 'retrying', attempts: 2 });
    const secondDelay = Date.parse(afterSecond?.runAfter ?? '') - Date.now();
    expect(secondDelay).toBeGreaterThan(firstDelay);

    await jobs.runDue({ asOf: new Date(Date.now() + 6 * 3600_000) });
    const final = await jobs.get('demo', id);
    expect(final).toMatchObject({ state: 'failed', stateLabel: '失败', attempts: 3 });
    expect(final?.lastError).toContain('平台拒绝 (attempt 3)');
    expect(runs.filter((run) => run.id === id).map((run) => run.attempt)).toEqual([1, 2, 3]);
  });

  it('a failed job can be put back in the queue and then succeeds', async () => {
    failFirstAttempts = 99;
    const id = await jobs.enqueue('t.send', { tenantId: 'demo' }, { key: 'retry-me' });
    for (let step = 0; step < 4; step += 1) await jobs.runDue({ asOf: inAnHour() });
    expect((await jobs.get('demo', id))?.state).toBe('failed');
    expect(await jobs.retry('second', id)).toBe(false);
    failFirstAttempts = 0;
    expect(await jobs.retry('demo', id)).toBe(true);
    await jobs.runDue({ asOf: inAnHour() });
    expect((await jobs.get('demo', id))?.state).toBe('completed');
  });

  it('an idempotency-keyed side effect happens once under a forced retry', async () => {
    effects.length = 0;
    failFirstAttempts = 1;
    await database.db.execute(sql`DELETE FROM job_effects`);
    const id = await jobs.enqueue('t.send', { tenantId: 'second' });
    await jobs.runDue();
    expect((await jobs.get('second', id))?.state).toBe('retrying');
    await jobs.runDue({ asOf: inAnHour() });
    expect((await jobs.get('second', id))?.state).toBe('completed');
    expect(runs.filter((run) => run.id === id)).toHaveLength(2);
    expect(effects).toEqual([id]);
  });

  it('a job scheduled for later runs only once its time has come', async () => {
    const id = await jobs.enqueue('t.ok', { tenantId: 'demo' }, { runAt: inAnHour() });
    expect(await jobs.runDue()).toBe(0);
    expect(await jobs.runDue({ asOf: new Date(Date.now() + 60_000) })).toBe(0);
    expect(await jobs.runDue({ asOf: new Date(Date.now() + 2 * 3600_000) })).toBe(1);
    expect((await jobs.get('demo', id))?.state).toBe('completed');
  });

  it('recurring work is registered with its cron expression', async () => {
    await jobs.schedule('t.ok', '0 3 * * *', { tenantId: null });
    const [row] = (
      (await database.db.execute(
        sql`SELECT cron FROM pgboss.schedule WHERE name = 't.ok'`,
      )) as unknown as { rows: Array<{ cron: string }> }
    ).rows;
    expect(row?.cron).toBe('0 3 * * *');
    await expect(jobs.schedule('t.ok', 'not a cron', { tenantId: null })).rejects.toThrow();
  });

  it('a tenant sees, retries and cancels only its own jobs', async () => {
    const id = await jobs.enqueue('t.ok', { tenantId: 'demo' }, { runAt: inAnHour() });
    expect(await jobs.get('second', id)).toBeNull();
    expect((await jobs.list('second')).map((job) => job.id)).not.toContain(id);
    expect((await jobs.list('demo', { name: 't.ok' })).map((job) => job.id)).toContain(id);
    expect(await jobs.cancel('second', id)).toBe(false);
    expect(await jobs.cancel('demo', id)).toBe(true);
    expect((await jobs.get('demo', id))?.stateLabel).toBe('已取消');
  });

  it('enqueueing an undefined job name fails loudly', async () => {
    await expect(jobs.enqueue('t.unknown', { tenantId: 'demo' })).rejects.toThrow(/not defined/);
  });
});
