// issue #19 /batch-tag: the task's work, set-based, chunk by chunk over customer id ranges.
// A chunk is the next CHUNK_SIZE items after the task's cursor (the last customer id of the
// last committed chunk), read along the items' primary key. One transaction per chunk: lock
// the task row, tag (or untag) the chunk's customers with one INSERT … SELECT … ON CONFLICT
// DO NOTHING (or DELETE), record one timeline event per change, mark each item changed or
// unchanged, and move the cursor and the counters. A chunk commits whole or not at all, and
// the next run starts after the cursor it committed: a retry, whatever stopped the previous
// run, never does a customer twice nor counts it twice.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { batchTagTasks } from '../../../db/schema/customer-ops';
import { rowsOf } from '../shared/sql-rows';

export const CHUNK_SIZE = 5000;

type Task = typeof batchTagTasks.$inferSelect;

export interface BatchRunOptions {
  now: () => Date;
  /** After each committed chunk (the job's progress); a throw stops the run there. */
  onProgress?: (done: number, total: number) => Promise<void>;
}

/** The chunk's customer id range (lo, hi]: the next CHUNK_SIZE items along the primary key. */
function chunkEnd(task: Task) {
  return sql`select max(customer_id)::text as hi from (
      select customer_id from batch_tag_task_items
      where tenant_id = ${task.tenantId} and task_id = ${task.id} and customer_id > ${task.cursor}
      order by customer_id limit ${CHUNK_SIZE}) chunk`;
}

// Every statement reads its rows by the (lo, hi] range on a primary key, and "changed?" is a
// hashed sub-plan: no join whose plan depends on statistics (PGlite keeps none).
function chunkWork(task: Task, hi: number, at: Date) {
  const tenantId = task.tenantId;
  const when = sql`${at.toISOString()}::timestamptz`;
  const tagIds = sql`${`{${task.tagIds.join(',')}}`}::int[]`;
  const items = sql`i.tenant_id = ${tenantId} and i.task_id = ${task.id}
    and i.customer_id > ${task.cursor} and i.customer_id <= ${hi}`;
  const change =
    task.mode === 'add'
      ? sql`changed as (
          insert into customer_tags (tenant_id, customer_id, tag_id, created_at)
          select ${tenantId}, i.customer_id, t.tag_id, ${when}
          from batch_tag_task_items i cross join unnest(${tagIds}) as t(tag_id)
          where ${items} and exists (
            select 1 from customers c where c.tenant_id = ${tenantId} and c.id = i.customer_id)
          on conflict do nothing returning customer_id, tag_id)`
      : sql`changed as (
          delete from customer_tags ct
          where ct.tenant_id = ${tenantId} and ct.tag_id = any(${tagIds})
            and ct.customer_id > ${task.cursor} and ct.customer_id <= ${hi}
            and ct.customer_id in (select i.customer_id from batch_tag_task_items i where ${items})
          returning ct.customer_id, ct.tag_id)`;
  const eventType = task.mode === 'add' ? 'tag_added' : 'tag_removed';
  return sql`with ${change},
    events as (
      insert into customer_events (tenant_id, customer_id, event_type, content, occurred_at)
      select ${tenantId}, changed.customer_id, ${eventType},
        jsonb_build_object('tag_id', changed.tag_id, 'tag_name', t.name, 'source', 'batch',
          'task_id', ${task.id}::int),
        ${when}
      from changed join tags t on t.tenant_id = ${tenantId} and t.id = changed.tag_id
      returning 1),
    marked as (
      update batch_tag_task_items i
      set result = case when i.customer_id in (select customer_id from changed) then 1 else 2 end
      where ${items}
      returning i.customer_id, i.result)
    select count(*)::int as n, count(*) filter (where result = 1)::int as changed,
      count(*) filter (where result = 2)::int as unchanged,
      coalesce(max(customer_id), 0)::bigint::text as last,
      (select count(*) from events)::int as events
    from marked`;
}

/** One chunk in one transaction; answers the task as committed (null: nothing left). */
async function runChunk(db: Database, tenantId: string, taskId: number, at: Date) {
  return db.transaction(async (tx) => {
    // The task row's lock serialises runs of the same task: each reads the cursor committed
    // by the one before it.
    const [task] = await tx
      .select()
      .from(batchTagTasks)
      .where(and(eq(batchTagTasks.tenantId, tenantId), eq(batchTagTasks.id, taskId)))
      .for('update');
    if (!task || task.status === 'done') return null;
    const [end] = rowsOf<{ hi: string | null }>(await tx.execute(chunkEnd(task)));
    if (!end?.hi) return null;
    const [result] = rowsOf<{ n: number; changed: number; unchanged: number; last: string }>(
      await tx.execute(chunkWork(task, Number(end.hi), at)),
    );
    if (!result || result.n === 0) return null;
    const [moved] = await tx
      .update(batchTagTasks)
      .set({
        status: 'running',
        cursor: Number(result.last),
        processed: sql`${batchTagTasks.processed} + ${result.n}`,
        changed: sql`${batchTagTasks.changed} + ${result.changed}`,
        unchanged: sql`${batchTagTasks.unchanged} + ${result.unchanged}`,
      })
      .where(and(eq(batchTagTasks.tenantId, tenantId), eq(batchTagTasks.id, taskId)))
      .returning();
    return moved ?? null;
  });
}

/**
 * Runs one task to the end from its cursor (idempotent: safe to call again after a crash, a
 * failed chunk or a thrown progress report, or twice at once). Answers the task's status.
 */
export async function processBatchTagTask(
  db: Database,
  tenantId: string,
  taskId: number,
  options: BatchRunOptions = { now: () => new Date() },
): Promise<string> {
  const where = and(eq(batchTagTasks.tenantId, tenantId), eq(batchTagTasks.id, taskId));
  const [task] = await db.select().from(batchTagTasks).where(where);
  if (!task || task.status === 'done') return task?.status ?? 'missing';
  await db.update(batchTagTasks).set({ status: 'running' }).where(where);
  for (;;) {
    const moved = await runChunk(db, tenantId, taskId, options.now());
    if (!moved) break;
    await options.onProgress?.(moved.processed, moved.total);
    // Yield between chunks so requests are served while a large task runs.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await db
    .update(batchTagTasks)
    .set({ status: 'done', finishedAt: options.now() })
    .where(and(where, sql`${batchTagTasks.status} <> 'done'`));
  return 'done';
}

/** The job runner's tries of one task: the first run and this many retries (server/jobs). */
export const BATCH_TAG_RETRY_LIMIT = 5;

/**
 * One try of the runner's job: a try that throws is retried by the runner; when the runner
 * gives up after its last retry, the task shows 失败 instead of staying 执行中 forever
 * (a later run, e.g. a retry by hand, picks it up from its cursor again).
 */
export async function runBatchTagAttempt(
  db: Database,
  tenantId: string,
  taskId: number,
  attempt: { number: number; retryLimit: number },
  options?: BatchRunOptions,
): Promise<string> {
  try {
    return await processBatchTagTask(db, tenantId, taskId, options);
  } catch (error) {
    if (attempt.number > attempt.retryLimit) {
      await db
        .update(batchTagTasks)
        .set({ status: 'failed' })
        .where(
          and(
            eq(batchTagTasks.tenantId, tenantId),
            eq(batchTagTasks.id, taskId),
            sql`${batchTagTasks.status} <> 'done'`,
          ),
        );
    }
    throw error;
  }
}
