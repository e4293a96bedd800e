// issue #35 "Access tokens": a frequency refusal (45009) backs off through the job runner and
// the job completes on a later attempt; a refusal that retrying cannot fix is not retried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/identity';
import { createJobRunner } from '../../jobs/job-runner';
import type { JobRunner } from '../../jobs/job-types';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';
import { startWecomFake } from '../../test-support/wecom-fake/wecom-fake';
import type { WecomFake } from '../../test-support/wecom-fake/wecom-fake';
import { createWecomClient } from './wecom-client';
import { isWecomRetryable } from './wecom-errors';

const APP = { corpId: 'wwjobretry00000001', secret: 'job-retry-secret-0123456789abcdef' };

let database: TestDatabase;
let fake: WecomFake;
let jobs: JobRunner;
const outcomes: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await database.db.insert(tenants).values({ tenantId: 'demo', name: '演示' });
  fake = await startWecomFake();
  fake.addCorp({ corpId: APP.corpId, apps: [{ agentId: 1000002, secret: APP.secret }] });
  const client = createWecomClient({ db: database.db, apiBase: fake.url });
  jobs = createJobRunner({ db: database.db, executor: database.handle, mode: 'manual' });
  // The pattern of server/platform/wecom/README.md "Retrying through the job runner".
  jobs.define(
    'wecom.test-read',
    async (job) => {
      try {
        const answer = await client.get<{ department_id: unknown[] }>(APP, 'department/simplelist');
        outcomes.push(`attempt ${job.attempt}: ${answer.department_id.length} departments`);
      } catch (error) {
        if (isWecomRetryable(error)) throw error;
        outcomes.push(`attempt ${job.attempt}: refused ${(error as Error).message}`);
      }
    },
    { retryLimit: 3, retryDelaySeconds: 60 },
  );
  await jobs.start();
});

afterAll(async () => {
  await jobs.stop(0);
  await fake.stop();
  await database.close();
});

describe('WeCom calls in jobs', () => {
  it('45009 makes the job retry with back-off, and it completes on a later attempt', async () => {
    outcomes.length = 0;
    fake.fail('department/simplelist', { kind: 'errcode', errcode: 45009 });
    const id = await jobs.enqueue('wecom.test-read', { tenantId: 'demo' });
    await jobs.runDue();
    const waiting = await jobs.get('demo', id);
    expect(waiting?.state).toBe('retrying');
    expect(waiting?.lastError).toContain('频率限制');
    await jobs.runDue({ asOf: new Date(Date.now() + 10 * 60_000) });
    const done = await jobs.get('demo', id);
    expect(done?.state).toBe('completed');
    expect(done?.attempts).toBe(2);
    expect(outcomes).toEqual(['attempt 2: 1 departments']);
  });

  it('a refusal (48002) is not retried: the handler records it and the job ends', async () => {
    outcomes.length = 0;
    fake.fail('department/simplelist', { kind: 'errcode', errcode: 48002 });
    const id = await jobs.enqueue('wecom.test-read', { tenantId: 'demo' });
    await jobs.runDue();
    expect((await jobs.get('demo', id))?.state).toBe('completed');
    expect(outcomes).toEqual([expect.stringContaining('API 接口无权限调用')]);
  });
});
