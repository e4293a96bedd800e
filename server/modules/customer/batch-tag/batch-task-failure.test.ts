// issue #19 /batch-tag: a task whose job the runner gives up on (every try failed) shows 失败,
// not 执行中 forever; a try that is not the last one leaves it 执行中 for the next retry.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchTagTasks } from '../../../db/schema/customer-ops';
import { customers, tagGroups, tags } from '../../../db/schema/customers';
import { tenants } from '../../../db/schema/identity';
import { createTestDatabase } from '../../../test-support/test-database';
import type { TestDatabase } from '../../../test-support/test-database';
import { createTask } from './batch-task-create';
import { BATCH_TAG_RETRY_LIMIT, processBatchTagTask, runBatchTagAttempt } from './batch-task-run';

let database: TestDatabase;
const TENANT = 'failing';
const now = () => new Date('2026-11-20T02:00:00Z');
// Every try fails before its first chunk (as a dropped database connection would).
const failingProgress = {
  now: (): Date => {
    throw new Error('平台接口超时');
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(tenants).values({ tenantId: TENANT, name: '失败演示企业', appMode: 1 });
  const [group] = await db.insert(tagGroups).values({ tenantId: TENANT, name: '等级' }).returning();
  await db.insert(tags).values({ tenantId: TENANT, groupId: group?.id ?? 0, name: '重要' });
  await db
    .insert(customers)
    .values({ tenantId: TENANT, externalUserId: 'wmfail1', name: '客户甲', lastAddedAt: now() });
}, 300_000);
afterAll(async () => {
  await database.close();
});

async function statusOf(id: number) {
  const [row] = await database.db
    .select({ status: batchTagTasks.status })
    .from(batchTagTasks)
    .where(and(eq(batchTagTasks.tenantId, TENANT), eq(batchTagTasks.id, id)));
  return row?.status;
}

describe('batch tag task failure', () => {
  it('a task shows 失败 (failed) once the job runner gives up after its retries, and a later run still finishes it', async () => {
    const { db } = database;
    const [tag] = await db.select().from(tags).where(eq(tags.tenantId, TENANT)).limit(1);
    const [someone] = await db
      .select()
      .from(customers)
      .where(eq(customers.tenantId, TENANT))
      .limit(1);
    const task = await createTask(
      db,
      TENANT,
      {
        name: '失败的任务',
        mode: 'add',
        tag_ids: [tag?.id ?? 0],
        source: 'list',
        filter: { tag_logic: 'or' },
        list: [someone?.externalUserId ?? ''],
      },
      1,
      now(),
    );
    const retryLimit = BATCH_TAG_RETRY_LIMIT;
    for (let attempt = 1; attempt <= retryLimit; attempt += 1) {
      await expect(
        runBatchTagAttempt(db, TENANT, task.id, { number: attempt, retryLimit }, failingProgress),
      ).rejects.toThrow('平台接口超时');
      expect(await statusOf(task.id)).toBe('running');
    }
    await expect(
      runBatchTagAttempt(
        db,
        TENANT,
        task.id,
        { number: retryLimit + 1, retryLimit },
        failingProgress,
      ),
    ).rejects.toThrow('平台接口超时');
    expect(await statusOf(task.id)).toBe('failed');

    expect(await processBatchTagTask(db, TENANT, task.id, { now })).toBe('done');
    expect(await statusOf(task.id)).toBe('done');
  });
});
