// issue #19 /batch-tag: the task's work, chunk by chunk (2,000 customers a transaction): each
// chunk tags (or untags) its pending customers set-based, records one timeline event per
// change, marks each item changed or unchanged and moves the counters. A retry resumes at
// the first pending item: nothing is done twice, whatever stopped the previous run.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { batchTagTasks } from '../../../db/schema/customer-ops';
import { rowsOf } from '../shared/sql-rows';

export const CHUNK_SIZE = 2000;

type Task = typeof batchTagTasks.$inferSelect;

async function runChunk(db: Database, task: Task, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const tenantId = task.tenantId;
    const tagIds = sql`${`{${task.tagIds.join(',')}}`}::int[]`;
    const chunk = sql`chunk as (
      select i.customer_id, c.id as live from batch_tag_task_items i
      left join customers c on c.tenant_id = i.tenant_id and c.id = i.customer_id
      where i.tenant_id = ${tenantId} and i.task_id = ${task.id} and i.result = 0
      order by i.customer_id limit ${CHUNK_SIZE} for update of i skip locked)`;
    const change =
      task.mode === 'add'
        ? sql`changed as (
            insert into customer_tags (tenant_id, customer_id, tag_id, created_at)
            select ${tenantId}, chunk.live, t.tag_id, ${at.toISOString()}::timestamptz
            from chunk cross join unnest(${tagIds}) as t(tag_id) where chunk.live is not null
            on conflict do nothing returning customer_id, tag_id)`
        : sql`changed as (
            delete from customer_tags ct using chunk
            where ct.tenant_id = ${tenantId} and ct.customer_id = chunk.live
              and ct.tag_id = any(${tagIds}) returning ct.customer_id, ct.tag_id)`;
    const eventType = task.mode === 'add' ? 'tag_added' : 'tag_removed';
    const [result] = rowsOf<{ n: number; changed: number; unchanged: number }>(
      await tx.execute(sql`with ${chunk}, ${change},
        events as (
          insert into customer_events (tenant_id, customer_id, event_type, content, occurred_at)
          select ${tenantId}, changed.customer_id, ${eventType},
            jsonb_build_object('tag_id', changed.tag_id, 'tag_name', t.name, 'source', 'batch',
              'task_id', ${task.id}::int),
            ${at.toISOString()}::timestamptz
          from changed join tags t on t.tenant_id = ${tenantId} and t.id = changed.tag_id
          returning 1),
        hit as (select distinct customer_id from changed),
        marked as (
          update batch_tag_task_items i
          set result = case when hit.customer_id is null then 2 else 1 end
          from chunk left join hit on hit.customer_id = chunk.customer_id
          where i.tenant_id = ${tenantId} and i.task_id = ${task.id}
            and i.customer_id = chunk.customer_id
          returning i.result)
        select count(*)::int as n, count(*) filter (where result = 1)::int as changed,
          count(*) filter (where result = 2)::int as unchanged,
          (select count(*) from events)::int as events
        from marked`),
    );
    const n = result?.n ?? 0;
    if (n > 0) {
      await tx
        .update(batchTagTasks)
        .set({
          processed: sql`${batchTagTasks.processed} + ${n}`,
          changed: sql`${batchTagTasks.changed} + ${result?.changed ?? 0}`,
          unchanged: sql`${batchTagTasks.unchanged} + ${result?.unchanged ?? 0}`,
        })
        .where(and(eq(batchTagTasks.tenantId, tenantId), eq(batchTagTasks.id, task.id)));
    }
    return n;
  });
}

/**
 * Runs one task to the end (idempotent: safe to call again after a crash or twice at once;
 * `maxChunks` stops early, as a crash would, for the retry test). Answers the task's status.
 */
export async function processBatchTagTask(
  db: Database,
  tenantId: string,
  taskId: number,
  options: { now: () => Date; maxChunks?: number } = { now: () => new Date() },
): Promise<string> {
  const [task] = await db
    .select()
    .from(batchTagTasks)
    .where(and(eq(batchTagTasks.tenantId, tenantId), eq(batchTagTasks.id, taskId)));
  if (!task || task.status === 'done') return task?.status ?? 'missing';
  await db
    .update(batchTagTasks)
    .set({ status: 'running' })
    .where(and(eq(batchTagTasks.tenantId, tenantId), eq(batchTagTasks.id, taskId)));
  let chunks = 0;
  for (;;) {
    if (options.maxChunks !== undefined && chunks >= options.maxChunks) return 'running';
    const n = await runChunk(db, task, options.now());
    chunks += 1;
    if (n === 0) break;
    // Yield between chunks so requests are served while a large task runs.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await db
    .update(batchTagTasks)
    .set({ status: 'done', finishedAt: options.now() })
    .where(and(eq(batchTagTasks.tenantId, tenantId), eq(batchTagTasks.id, taskId)));
  return 'done';
}
