// issue #33 / server/jobs/README.md "Polling": an idle server asks the database once per
// interval whether any queue has a due job, not once per queue; a job that becomes due still
// starts within about one interval though its workers' own poll is a minute apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../db/schema/identity';
import { createTestDatabase } from '../test-support/test-database';
import type { TestDatabase } from '../test-support/test-database';
import { createJobRunner } from './job-runner';
import type { SqlExecutor } from './job-sql';
import type { JobRunner } from './job-types';

const QUEUES = ['t.a', 't.b', 't.c', 't.d', 't.e', 't.f'];
const INTERVAL_SECONDS = 0.5;
let database: TestDatabase;
let jobs: JobRunner;
const statements: string[] = [];
const ran: Array<{ name: string; at: number }> = [];

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await database.db.insert(tenants).values({ tenantId: 'demo', name: '演示' });
  const counting: SqlExecutor = {
    executeSql(text, values) {
      statements.push(text);
      return database.handle.executeSql(text, values);
    },
  };
  jobs = createJobRunner({
    db: database.db,
    executor: counting,
    mode: 'worker',
    pollingIntervalSeconds: INTERVAL_SECONDS,
  });
  for (const name of QUEUES) {
    jobs.define(name, async () => {
      ran.push({ name, at: Date.now() });
    });
  }
  await jobs.start();
});

afterAll(async () => {
  await jobs.stop(0);
  await database.close();
});

const fetches = () => statements.filter((text) => text.includes('SKIP LOCKED')).length;

describe('the due watch', () => {
  it('an idle runner polls once per interval in all, not once per queue', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = fetches();
    const seconds = 3;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    // one fetch per worker and interval (the old polling) would be 6 queues × 6 = 36
    const perQueuePolling = QUEUES.length * (seconds / INTERVAL_SECONDS);
    expect(fetches() - before).toBeLessThan(perQueuePolling / 4);
  });

  it('a job scheduled a second ahead starts within about one interval of its time', async () => {
    const runAt = new Date(Date.now() + 1000);
    await jobs.enqueue('t.d', { tenantId: 'demo' }, { runAt });
    const deadline = Date.now() + 10_000;
    while (!ran.some((run) => run.name === 't.d') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const run = ran.find((entry) => entry.name === 't.d');
    expect(run).toBeDefined();
    // its workers' own poll is a minute apart: only the watch can have woken them this soon
    expect((run?.at ?? Infinity) - runAt.getTime()).toBeLessThan(INTERVAL_SECONDS * 1000 + 1500);
  });

  it('each enqueue wakes its queue: four jobs enqueued together all run long before the one-minute safety net', async () => {
    const started = Date.now();
    for (let n = 0; n < 4; n += 1) await jobs.enqueue('t.f', { tenantId: 'demo' });
    const deadline = Date.now() + 15_000;
    while (ran.filter((run) => run.name === 't.f').length < 4 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ran.filter((run) => run.name === 't.f')).toHaveLength(4);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
