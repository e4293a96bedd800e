// issue #17 /moment-dispatch/moment-detail: a task's employees (未发表/已发表, reminders in the
// last 24 hours, likes and comments on their post) and its customers' interactions, paged.
import { sql } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import type {
  MomentEmployeeRow,
  MomentInteractionRow,
} from '../../../../contract/reach/moment-dispatch';
import type { Database } from '../../../db/database';
import { containsPattern, offsetOf } from '../../../db/list-query';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const DAY_MS = 86_400_000;

export interface EmployeeQuery {
  page: number;
  page_size: number;
  published?: number;
  name?: string;
}

export async function momentEmployeeRows(
  db: Database,
  tenantId: string,
  taskId: number,
  query: EmployeeQuery,
  now: Date,
): Promise<ListData<MomentEmployeeRow>> {
  const parts = [sql`te.tenant_id = ${tenantId}`, sql`te.task_id = ${taskId}`];
  if (query.published === 0) parts.push(sql`te.published_at is null`);
  if (query.published === 1) parts.push(sql`te.published_at is not null`);
  if (query.name) {
    parts.push(sql`e.name ilike ${containsPattern(query.name)}`);
  }
  const where = sql.join(parts, sql` and `);
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const from = sql`from moment_task_employees te
    join employees e on e.tenant_id = te.tenant_id and e.id = te.employee_id
    left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select te.employee_id, e.name as employee_name,
        coalesce(d.name, '') as department, te.published_at,
        (select count(*)::int from moment_reminders r where r.tenant_id = te.tenant_id
          and r.task_id = te.task_id and r.employee_id = te.employee_id
          and r.reminded_at > ${since}::timestamptz) as reminders_24h,
        (select count(*)::int from moment_interactions i where i.tenant_id = te.tenant_id
          and i.task_id = te.task_id and i.employee_id = te.employee_id and i.kind = 1) as likes,
        (select count(*)::int from moment_interactions i where i.tenant_id = te.tenant_id
          and i.task_id = te.task_id and i.employee_id = te.employee_id and i.kind = 2) as comments
      ${from} where ${where}
      order by te.published_at is not null, te.published_at desc nulls first, e.id
      limit ${query.page_size} offset ${offsetOf(query)}`),
    db.execute(sql`select count(*)::int as n ${from} where ${where}`),
  ]);
  return {
    list: rowsOf<{
      employee_id: number;
      employee_name: string;
      department: string;
      published_at: string | null;
      reminders_24h: number;
      likes: number;
      comments: number;
    }>(rows).map((row) => ({
      employee_id: Number(row.employee_id),
      employee_name: row.employee_name,
      department: row.department,
      published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
      reminders_24h: Number(row.reminders_24h),
      likes: Number(row.likes),
      comments: Number(row.comments),
    })),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

export async function momentInteractionRows(
  db: Database,
  tenantId: string,
  taskId: number,
  query: { page: number; page_size: number; kind?: number },
): Promise<ListData<MomentInteractionRow>> {
  const where = sql`i.tenant_id = ${tenantId} and i.task_id = ${taskId}
    ${query.kind ? sql`and i.kind = ${query.kind}` : sql``}`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select i.customer_id, i.kind, i.comment, i.occurred_at,
        c.name as customer_name, coalesce(e.name, '') as employee_name
      from moment_interactions i
      join customers c on c.tenant_id = i.tenant_id and c.id = i.customer_id
      left join employees e on e.tenant_id = i.tenant_id and e.id = i.employee_id
      where ${where} order by i.occurred_at desc, i.customer_id, i.kind
      limit ${query.page_size} offset ${offsetOf(query)}`),
    db.execute(sql`select count(*)::int as n from moment_interactions i where ${where}`),
  ]);
  return {
    list: rowsOf<{
      customer_id: number | string;
      kind: number;
      comment: string;
      occurred_at: string;
      customer_name: string;
      employee_name: string;
    }>(rows).map((row) => ({
      key: `${row.customer_id}:${row.kind}`,
      kind: Number(row.kind) === 2 ? 2 : 1,
      customer_name: row.customer_name,
      employee_name: row.employee_name,
      comment: row.comment,
      occurred_at: new Date(row.occurred_at).toISOString(),
    })),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}
