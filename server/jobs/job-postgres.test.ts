// issue #14 "Done when": with PostgreSQL and several server processes each job runs once.
// Two runner instances, each with its own connection pool, poll one database. Skipped on
// PGlite (one process per data folder): CI runs this file again with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { tenants } from '../db/schema/identity';
import { createTestDatabase } from '../test-support/test-database';
import type { TestDatabase } from '../test-support/test-database';
import { createJobRunner } from './job-runner';
import type { JobRunner } from './job-types';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const JOBS = 30;

describe.skipIf(!onPostgres)('job runner on PostgreSQL with two instances', () => {
  let database: TestDatabase;
  let secondHandle: DatabaseHandle;
  const runners: JobRunner[] = [];
  const runsById = new Map<string, string[]>();

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    await database.db.insert(tenants).values({ tenantId: 'demo', name: '演示' });
    secondHandle = await openPostgres(database.url ?? '');
    for (const [instance, handle] of [
      ['a', database.handle],
      ['b', secondHandle],
    ] as const) {
      const jobs = createJobRunner({
        db: handle.db,
        executor: handle,
        mode: 'worker',
        pollingIntervalSeconds: 0.5,
      });
      jobs.define(
        't.count',
        async (job) => {
          runsById.set(job.id, [...(runsById.get(job.id) ?? []), instance]);
          await job.once(`count:${job.id}`, async (tx) => {
            await tx.execute(sql`SELECT pg_sleep(0.01)`);
          });
        },
        { concurrency: 3 },
      );
      runners.push(jobs);
    }
    await Promise.all(runners.map((jobs) => jobs.start()));
  });

  afterAll(async () => {
    await Promise.all(runners.map((jobs) => jobs.stop(5)));
    await secondHandle?.close();
    await database?.close();
  });

  it('each of 30 jobs enqueued on either instance runs exactly once', async () => {
    const ids: string[] = [];
    for (let n = 0; n < JOBS; n += 1) {
      const runner = runners[n % 2];
      if (runner) ids.push(await runner.enqueue('t.count', { tenantId: 'demo' }));
    }
    const deadline = Date.now() + 30_000;
    let done = 0;
    while (Date.now() < deadline) {
      const statuses = await runners[0]?.list('demo', { limit: 100 });
      done = (statuses ?? []).filter((job) => job.state === 'completed').length;
      if (done === JOBS) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(done).toBe(JOBS);
    for (const id of ids) expect(runsById.get(id)).toHaveLength(1);
    const instances = new Set([...runsById.values()].flat());
    expect(instances.size).toBe(2); // both instances took work
  }, 60_000);
});
