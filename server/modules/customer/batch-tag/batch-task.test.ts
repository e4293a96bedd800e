// issue #19 "Done when": a batch tag task over 100,000 customers (large tenant) completes and
// is idempotent on retry; a task of tenant `second` never touches demo's customers. Runs on
// PGlite by default and on PostgreSQL with TEST_DATABASE_URL (counts cast ::int in raw SQL).
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchTagTasks } from '../../../db/schema/customer-ops';
import { customerTags, customers, tagGroups, tags } from '../../../db/schema/customers';
import { tenants } from '../../../db/schema/identity';
import { createTestDatabase } from '../../../test-support/test-database';
import type { TestDatabase } from '../../../test-support/test-database';
import { rowsOf } from '../shared/sql-rows';
import { createTask } from './batch-task-create';
import { CHUNK_SIZE, processBatchTagTask } from './batch-task-run';

let database: TestDatabase;
const now = () => new Date('2026-11-20T02:00:00Z');

const LARGE_TENANT_ID = 'large';
const SIZE = 100_000;

// The large tenant's 100,000 customers in one set-based INSERT … SELECT generate_series (the
// full `npm run seed -- --customers` history takes minutes; the task reads customers and tags).
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(tenants).values({ tenantId: LARGE_TENANT_ID, name: '大型演示企业', appMode: 1 });
  const [group] = await db
    .insert(tagGroups)
    .values({ tenantId: LARGE_TENANT_ID, name: '客户等级' })
    .returning();
  const [tag] = await db
    .insert(tags)
    .values({ tenantId: LARGE_TENANT_ID, groupId: group?.id ?? 0, name: '重要客户' })
    .returning();
  await db.execute(sql`
    insert into customers (tenant_id, external_user_id, name, last_added_at)
    select ${LARGE_TENANT_ID}, 'wmlarge' || g, '客户' || g, now() - g * interval '1 minute'
    from generate_series(1, ${SIZE}) g`);
  // Every tenth customer has the tag already: those come out unchanged.
  await db.execute(sql`
    insert into customer_tags (tenant_id, customer_id, tag_id)
    select tenant_id, id, ${tag?.id ?? 0} from customers
    where tenant_id = ${LARGE_TENANT_ID} and id % 10 = 0`);
}, 300_000);
afterAll(async () => {
  await database.close();
});

async function tagOf(tenantId: string, name?: string) {
  const [tag] = await database.db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), name ? eq(tags.name, name) : undefined))
    .limit(1);
  if (!tag) throw new Error('no tag');
  return tag;
}

const tagCount = async (tenantId: string, tagId: number) =>
  (
    await database.db
      .select({ n: count() })
      .from(customerTags)
      .where(and(eq(customerTags.tenantId, tenantId), eq(customerTags.tagId, tagId)))
  )[0]?.n ?? 0;

const taskRow = async (id: number) =>
  (await database.db.select().from(batchTagTasks).where(eq(batchTagTasks.id, id)))[0];

/** Per customer of the tenant: how many times it carries the tag and has its task event. */
async function perCustomer(tenantId: string, tagId: number, taskId: number) {
  const [row] = rowsOf<{
    customers: number;
    tagged_once: number;
    events_max: number;
    events: number;
  }>(
    await database.db.execute(sql`
      select count(*)::int as customers,
        count(*) filter (where tagged.n = 1)::int as tagged_once,
        coalesce(max(events.n), 0)::int as events_max, coalesce(sum(events.n), 0)::int as events
      from customers c
      left join (select customer_id, count(*) as n from customer_tags
        where tenant_id = ${tenantId} and tag_id = ${tagId} group by customer_id) tagged
        on tagged.customer_id = c.id
      left join (select customer_id, count(*) as n from customer_events
        where tenant_id = ${tenantId} and content->>'task_id' = ${String(taskId)}
        group by customer_id) events on events.customer_id = c.id
      where c.tenant_id = ${tenantId}`),
  );
  return row;
}

describe('batch tag tasks (issue #19 /batch-tag)', () => {
  it(
    'a task over 100,000 customers of the large tenant completes set-based in chunks, and a retry after a failed chunk and after a failed progress report tags each customer once with exact counts',
    { timeout: 900_000 },
    async () => {
      const { db } = database;
      const tag = await tagOf(LARGE_TENANT_ID);
      const before = await tagCount(LARGE_TENANT_ID, tag.id);
      expect(before).toBe(SIZE / 10);
      const task = await createTask(
        db,
        LARGE_TENANT_ID,
        {
          name: '十万客户',
          mode: 'add',
          tag_ids: [tag.id],
          source: 'filter',
          filter: { tag_logic: 'or' },
          list: [],
        },
        1,
        now(),
      );
      expect(task.total).toBe(SIZE);

      // 1. The fourth chunk fails half-way (its timeline events refused): the whole chunk
      // rolls back, the three before it stay committed.
      const [customerIds] = rowsOf<{ lo: string; hi: string }>(
        await db.execute(sql`select min(id)::text as lo, max(id)::text as hi from customers
          where tenant_id = ${LARGE_TENANT_ID}`),
      );
      const failFrom = Number(customerIds?.lo) + 3 * CHUNK_SIZE + CHUNK_SIZE / 2;
      await db.execute(
        sql.raw(`create function batch_test_fail() returns trigger language plpgsql as $$
          begin
            if new.customer_id >= ${failFrom} then raise exception 'forced failure'; end if;
            return new;
          end $$`),
      );
      await db.execute(
        sql.raw(`create trigger batch_test_fail before insert on customer_events
          for each row execute function batch_test_fail()`),
      );
      const reports: number[] = [];
      await expect(
        processBatchTagTask(db, LARGE_TENANT_ID, task.id, {
          now,
          onProgress: async (done) => {
            reports.push(done);
          },
        }),
      ).rejects.toThrow();
      await db.execute(sql.raw('drop trigger batch_test_fail on customer_events'));
      await db.execute(sql.raw('drop function batch_test_fail()'));
      expect(reports).toEqual([CHUNK_SIZE, 2 * CHUNK_SIZE, 3 * CHUNK_SIZE]);
      expect(await taskRow(task.id)).toMatchObject({
        status: 'running',
        processed: 3 * CHUNK_SIZE,
      });

      // 2. The retry fails after two more committed chunks (its progress report throws, as a
      // lost job would): those chunks stay done.
      await expect(
        processBatchTagTask(db, LARGE_TENANT_ID, task.id, {
          now,
          onProgress: async (done) => {
            if (done === 5 * CHUNK_SIZE) throw new Error('worker lost');
          },
        }),
      ).rejects.toThrow('worker lost');
      expect(await taskRow(task.id)).toMatchObject({ processed: 5 * CHUNK_SIZE });

      // 3. The next retry resumes from the cursor and runs to the end.
      const progress: number[] = [];
      expect(
        await processBatchTagTask(db, LARGE_TENANT_ID, task.id, {
          now,
          onProgress: async (done, total) => {
            expect(total).toBe(SIZE);
            progress.push(done);
          },
        }),
      ).toBe('done');
      expect(progress[0]).toBe(6 * CHUNK_SIZE);
      expect(progress.at(-1)).toBe(SIZE);
      const done = await taskRow(task.id);
      expect(done).toMatchObject({
        status: 'done',
        total: SIZE,
        processed: SIZE,
        changed: SIZE - before,
        unchanged: before,
      });
      expect(await tagCount(LARGE_TENANT_ID, tag.id)).toBe(SIZE);
      expect(await perCustomer(LARGE_TENANT_ID, tag.id, task.id)).toEqual({
        customers: SIZE,
        tagged_once: SIZE,
        events_max: 1,
        events: SIZE - before,
      });
      const [items] = rowsOf<{ changed: number; unchanged: number; pending: number }>(
        await db.execute(sql`select count(*) filter (where result = 1)::int as changed,
          count(*) filter (where result = 2)::int as unchanged,
          count(*) filter (where result = 0)::int as pending
          from batch_tag_task_items where tenant_id = ${LARGE_TENANT_ID} and task_id = ${task.id}`),
      );
      expect(items).toEqual({ changed: SIZE - before, unchanged: before, pending: 0 });

      // Running a finished task again changes nothing.
      expect(await processBatchTagTask(db, LARGE_TENANT_ID, task.id, { now })).toBe('done');
      expect(await taskRow(task.id)).toMatchObject({ processed: SIZE, changed: SIZE - before });
    },
  );

  it('a task of tenant second with demo customers in its list or demo tags never touches demo', async () => {
    const { db } = database;
    const [demoCustomer] = await db
      .select()
      .from(customers)
      .where(eq(customers.tenantId, 'demo'))
      .limit(1);
    const secondTag = await tagOf('second');
    const demoTag = await tagOf('demo');
    const demoBefore = await tagCount('demo', secondTag.id);
    const task = await createTask(
      db,
      'second',
      {
        name: '越权名单',
        mode: 'add',
        tag_ids: [secondTag.id],
        source: 'list',
        filter: { tag_logic: 'or' },
        list: [demoCustomer?.externalUserId ?? '', String(demoCustomer?.id ?? '')],
      },
      1,
      now(),
    );
    expect(task.total).toBe(0);
    await expect(
      createTask(
        db,
        'second',
        {
          name: '越权标签',
          mode: 'add',
          tag_ids: [demoTag.id],
          source: 'filter',
          filter: { tag_logic: 'or' },
          list: [],
        },
        1,
        now(),
      ),
    ).rejects.toThrow('所选标签不存在');
    expect(await tagCount('demo', secondTag.id)).toBe(demoBefore);
  });

  it(
    'removing tags marks customers without the tag as unchanged',
    { timeout: 120_000 },
    async () => {
      const { db } = database;
      const tag = await tagOf('second');
      const [someone] = await db
        .select()
        .from(customers)
        .where(eq(customers.tenantId, 'second'))
        .limit(2);
      const task = await createTask(
        db,
        'second',
        {
          name: '移除',
          mode: 'remove',
          tag_ids: [tag.id],
          source: 'list',
          filter: { tag_logic: 'or' },
          list: [someone?.externalUserId ?? ''],
        },
        1,
        now(),
      );
      await processBatchTagTask(db, 'second', task.id, { now });
      const [row] = await db.select().from(batchTagTasks).where(eq(batchTagTasks.id, task.id));
      expect(row).toMatchObject({ status: 'done', total: 1, processed: 1 });
      expect(await tagCount('second', tag.id)).toBeGreaterThanOrEqual(0);
    },
  );
});
