// issue #19 /batch-tag: the task list, one task's progress and its per-customer results.
import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type {
  BatchItemRow,
  BatchMode,
  BatchTaskRow,
  TaskStatus,
} from '../../../../contract/customer/batch-tag';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { batchTagTaskItems, batchTagTasks } from '../../../db/schema/customer-ops';
import { customers, tags } from '../../../db/schema/customers';
import { BusinessError } from '../../../http/http-errors';
import { containsPattern, offsetOf } from '../../../db/list-query';

type Task = typeof batchTagTasks.$inferSelect;

async function toRows(db: Database, tenantId: string, tasks: Task[]): Promise<BatchTaskRow[]> {
  const ids = [...new Set(tasks.flatMap((task) => task.tagIds))];
  const names = new Map(
    (ids.length
      ? await db
          .select({ id: tags.id, name: tags.name })
          .from(tags)
          .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, ids)))
      : []
    ).map((tag) => [tag.id, tag.name]),
  );
  return tasks.map((task) => ({
    id: task.id,
    name: task.name,
    mode: task.mode as BatchMode,
    tags: task.tagIds.map((id) => ({ id, name: names.get(id) ?? '已删除标签' })),
    source: task.source === 'list' ? 'list' : 'filter',
    status: task.status as TaskStatus,
    total: task.total,
    processed: task.processed,
    changed: task.changed,
    unchanged: task.unchanged,
    created_at: task.createdAt.toISOString(),
    finished_at: task.finishedAt?.toISOString() ?? null,
  }));
}

export async function listTasks(
  db: Database,
  tenantId: string,
  query: { page: number; page_size: number; name?: string; status?: TaskStatus },
): Promise<ListData<BatchTaskRow>> {
  const where = and(
    eq(batchTagTasks.tenantId, tenantId),
    query.name ? ilike(batchTagTasks.name, containsPattern(query.name)) : undefined,
    query.status ? eq(batchTagTasks.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(batchTagTasks)
      .where(where)
      .orderBy(desc(batchTagTasks.createdAt), desc(batchTagTasks.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(batchTagTasks).where(where),
  ]);
  return {
    list: await toRows(db, tenantId, rows),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function taskDetail(db: Database, tenantId: string, id: number) {
  const [task] = await db
    .select()
    .from(batchTagTasks)
    .where(and(eq(batchTagTasks.tenantId, tenantId), eq(batchTagTasks.id, id)));
  if (!task) throw new BusinessError(119501, '任务不存在或已被删除');
  const [row] = await toRows(db, tenantId, [task]);
  if (!row) throw new BusinessError(119501, '任务不存在或已被删除');
  return row;
}

export async function taskItems(
  db: Database,
  tenantId: string,
  id: number,
  query: { page: number; page_size: number; result?: number },
): Promise<ListData<BatchItemRow>> {
  await taskDetail(db, tenantId, id);
  const where = and(
    eq(batchTagTaskItems.tenantId, tenantId),
    eq(batchTagTaskItems.taskId, id),
    query.result !== undefined ? eq(batchTagTaskItems.result, query.result) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        customerId: batchTagTaskItems.customerId,
        name: customers.name,
        result: batchTagTaskItems.result,
      })
      .from(batchTagTaskItems)
      .leftJoin(
        customers,
        and(
          eq(customers.tenantId, batchTagTaskItems.tenantId),
          eq(customers.id, batchTagTaskItems.customerId),
        ),
      )
      .where(where)
      .orderBy(asc(batchTagTaskItems.customerId))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(batchTagTaskItems).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      customer: { id: row.customerId, name: row.name ?? '已删除客户' },
      result: (row.result === 1 ? 1 : row.result === 2 ? 2 : 0) as 0 | 1 | 2,
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
