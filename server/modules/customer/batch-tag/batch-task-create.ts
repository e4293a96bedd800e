// issue #19 /batch-tag: a task fixes its customers when it is made (INSERT … SELECT under
// the caller's tenant: the same filter as /customer-list, or an uploaded list matched by
// external user id or exact name within the tenant), so a crafted id of another tenant can
// never enter it; tag ids must be the tenant's. issue #41: only customers in the data scope of
// the user who makes the task enter it, whether chosen by filter or by list.
import { and, eq, sql } from 'drizzle-orm';
import type { BatchFilter, BatchTaskBody } from '../../../../contract/customer/batch-tag';
import type { CustomerListQuery } from '../../../../contract/customer/customer-list';
import type { Database } from '../../../db/database';
import { ALL_DATA, customerScopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { batchTagTaskItems, batchTagTasks } from '../../../db/schema/customer-ops';
import { customers } from '../../../db/schema/customers';
import { customerFilter } from '../customer-list/customer-list-query';
import { ownEmployeeIds } from '../shared/alert-notices';
import { ownTagIds } from '../shared/own-ids';
import { rowsOf } from '../shared/sql-rows';

async function whereOf(db: Database, tenantId: string, body: BatchTaskBody, scope: DataScope) {
  const customersOf = await sourceOf(db, tenantId, body);
  return and(customersOf, customerScopeFilter(scope, tenantId, customers.id));
}

async function sourceOf(db: Database, tenantId: string, body: BatchTaskBody) {
  if (body.source === 'list') {
    const lines = [...new Set(body.list.filter((line) => line !== ''))];
    const refs = sql`(select unnest(${`{${lines.map((line) => `"${line.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]))`;
    return and(
      eq(customers.tenantId, tenantId),
      sql`(${customers.externalUserId} in ${refs} or ${customers.name} in ${refs})`,
    );
  }
  const filter: BatchFilter = body.filter;
  const query: CustomerListQuery = {
    page: 1,
    page_size: 1,
    name: filter.name || undefined,
    employee_ids: filter.employee_ids?.length
      ? await ownEmployeeIds(db, tenantId, filter.employee_ids)
      : undefined,
    tag_ids: filter.tag_ids?.length ? await ownTagIds(db, tenantId, filter.tag_ids) : undefined,
    tag_logic: filter.tag_logic,
    gender: filter.gender,
    added_from: filter.added_from,
    added_to: filter.added_to,
  } as CustomerListQuery;
  // An employee filter whose ids were all another tenant's matches nobody, not everybody.
  if (filter.employee_ids?.length && !query.employee_ids?.length) return sql`false`;
  return customerFilter(db, tenantId, query);
}

export async function previewTask(
  db: Database,
  tenantId: string,
  body: BatchTaskBody,
  scope: DataScope,
) {
  await ownTagIds(db, tenantId, body.tag_ids);
  const where = await whereOf(db, tenantId, body, scope);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${customers} where ${where}`),
  );
  return { total: row?.n ?? 0 };
}

export async function createTask(
  db: Database,
  tenantId: string,
  body: BatchTaskBody,
  createdBy: number,
  at: Date,
  scope: DataScope = ALL_DATA,
): Promise<{ id: number; total: number }> {
  const tagIds = await ownTagIds(db, tenantId, body.tag_ids);
  const where = await whereOf(db, tenantId, body, scope);
  return db.transaction(async (tx) => {
    const [task] = await tx
      .insert(batchTagTasks)
      .values({
        tenantId,
        name: body.name,
        mode: body.mode,
        tagIds,
        source: body.source,
        filter: body.source === 'filter' ? body.filter : { lines: body.list.length },
        status: 'pending',
        createdBy,
        createdAt: at,
      })
      .returning({ id: batchTagTasks.id });
    if (!task) throw new Error('batch task not created');
    await tx.execute(sql`
      insert into ${batchTagTaskItems} (tenant_id, task_id, customer_id, result)
      select ${tenantId}, ${task.id}, ${customers.id}, 0 from ${customers} where ${where}`);
    const [counted] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from ${batchTagTaskItems}
        where tenant_id = ${tenantId} and task_id = ${task.id}`),
    );
    const total = counted?.n ?? 0;
    await tx
      .update(batchTagTasks)
      .set({ total, ...(total === 0 ? { status: 'done', finishedAt: at } : {}) })
      .where(and(eq(batchTagTasks.tenantId, tenantId), eq(batchTagTasks.id, task.id)));
    return { id: task.id, total };
  });
}
