// issue #18 reads of /chat-sop and /group-sop: plans with their counts, one plan's figures
// per step and per employee (chat-sop-data), and the task list (per target, today's due).
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import type { MessageContent } from '../../../../contract/message-content';
import type {
  SopPlanBody,
  SopPlanDetail,
  SopPlanRow,
  SopStats,
  SopTaskRow,
  SopTaskStatus,
} from '../../../../contract/reach/sop';
import { SOP_OVERDUE_HOURS, SOP_TASK_STATUS } from '../../../../contract/reach/sop';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema/identity';
import { sopPlans } from '../../../db/schema/reach-sop';
import { chinaClock } from '../../../../contract/china-time';
import { findPlan } from './sop-plans';
import type { SopKindCode } from './sop-plans';
import { containsPattern, offsetOf } from '../../../db/list-query';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const pgArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const DAY_MS = 86_400_000;
const rate = (done: number, all: number) => (all === 0 ? 0 : Math.round((done / all) * 1000) / 10);

interface PlanCounts {
  plan_id: number;
  targets: number;
  due_today: number;
  sent: number;
  reminded: number;
}

async function planCounts(db: Database, tenantId: string, ids: number[], now: Date) {
  if (ids.length === 0) return new Map<number, PlanCounts>();
  const dayStart = chinaClock(now).dayStart;
  const rows = rowsOf<PlanCounts>(
    await db.execute(sql`select t.plan_id,
        count(distinct t.target_row_id)::int as targets,
        count(*) filter (where t.status = 1 or (t.status = 0 and t.due_at < ${new Date(dayStart.getTime() + DAY_MS)}
          and t.due_at >= ${dayStart}))::int as due_today,
        count(*) filter (where t.status = 2)::int as sent,
        count(*) filter (where t.status in (1, 2))::int as reminded
      from sop_tasks t where t.tenant_id = ${tenantId} and t.plan_id = any(${pgArray(ids)}::int[])
      group by t.plan_id`),
  );
  return new Map(rows.map((row) => [row.plan_id, row]));
}

async function employeeNames(db: Database, tenantId: string, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, name from employees where tenant_id = ${tenantId}
      and id = any(${pgArray([...new Set(ids)])}::int[])`),
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

type PlanRecord = typeof sopPlans.$inferSelect & { creator: string | null };

function toRow(
  plan: PlanRecord,
  counts: PlanCounts | undefined,
  names: Map<number, string>,
): SopPlanRow {
  const body = plan.config as unknown as SopPlanBody;
  return {
    id: plan.id,
    name: plan.name,
    business_type: plan.businessType,
    state: plan.state as 1 | 2,
    send_type: body.send_type,
    steps: body.steps.length,
    executors: body.executor_ids.map((id) => names.get(id) ?? '').filter(Boolean),
    targets: counts?.targets ?? 0,
    due_today: counts?.due_today ?? 0,
    sent: counts?.sent ?? 0,
    tasks_done_rate: rate(counts?.sent ?? 0, counts?.reminded ?? 0),
    created_at: plan.createdAt.toISOString(),
    creator: plan.creator ?? '',
  };
}

export async function listPlans(
  db: Database,
  tenantId: string,
  kind: SopKindCode,
  query: { page: number; page_size: number; name?: string; state?: number; business_type?: number },
  now: Date,
): Promise<ListData<SopPlanRow>> {
  const where = and(
    eq(sopPlans.tenantId, tenantId),
    eq(sopPlans.kind, kind),
    query.name ? ilike(sopPlans.name, containsPattern(query.name)) : undefined,
    query.state ? eq(sopPlans.state, query.state) : undefined,
    query.business_type ? eq(sopPlans.businessType, query.business_type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ plan: sopPlans, creator: users.name })
      .from(sopPlans)
      .leftJoin(users, eq(users.id, sopPlans.createdBy))
      .where(where)
      .orderBy(desc(sopPlans.createdAt), desc(sopPlans.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(sopPlans).where(where),
  ]);
  const counts = await planCounts(
    db,
    tenantId,
    rows.map((row) => row.plan.id),
    now,
  );
  const names = await employeeNames(
    db,
    tenantId,
    rows.flatMap((row) => (row.plan.config as unknown as SopPlanBody).executor_ids),
  );
  return {
    list: rows.map((row) =>
      toRow({ ...row.plan, creator: row.creator }, counts.get(row.plan.id), names),
    ),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function planDetail(
  db: Database,
  tenantId: string,
  kind: SopKindCode,
  id: number,
  now: Date,
): Promise<SopPlanDetail> {
  const plan = await findPlan(db, tenantId, kind, id);
  const counts = await planCounts(db, tenantId, [id], now);
  const names = await employeeNames(db, tenantId, plan.body.executor_ids);
  return { ...toRow({ ...plan, creator: null }, counts.get(id), names), body: plan.body };
}

export async function planStats(
  db: Database,
  tenantId: string,
  kind: SopKindCode,
  id: number,
  now: Date,
): Promise<SopStats> {
  const plan = await findPlan(db, tenantId, kind, id);
  const overdueBefore = new Date(now.getTime() - SOP_OVERDUE_HOURS * 3600_000);
  const steps = rowsOf<Record<string, number>>(
    await db.execute(sql`select step,
        count(*) filter (where status = 0)::int as scheduled,
        count(*) filter (where status = 1 and due_at >= ${overdueBefore})::int as due,
        count(*) filter (where status = 2)::int as sent,
        count(*) filter (where status = 1 and due_at < ${overdueBefore})::int as overdue,
        count(*) filter (where status = 3)::int as ended,
        count(*) filter (where status = 4)::int as failed,
        count(*) filter (where status = 5)::int as skipped
      from sop_tasks where tenant_id = ${tenantId} and plan_id = ${id} group by step order by step`),
  );
  const byStep = new Map(steps.map((row) => [row.step, row]));
  const employees = rowsOf<{
    employee_id: number;
    employee_name: string;
    tasks: number;
    sent: number;
    open: number;
  }>(
    await db.execute(sql`select t.employee_id, coalesce(e.name, '') as employee_name,
        count(*) filter (where t.status in (1, 2))::int as tasks,
        count(*) filter (where t.status = 2)::int as sent,
        count(*) filter (where t.status = 1)::int as open
      from sop_tasks t left join employees e on e.tenant_id = t.tenant_id and e.id = t.employee_id
      where t.tenant_id = ${tenantId} and t.plan_id = ${id}
      group by t.employee_id, e.name order by count(*) filter (where t.status in (1, 2)) desc, t.employee_id`),
  );
  const [targets] = rowsOf<{ all: number; running: number; ended: number }>(
    await db.execute(sql`select count(*)::int as all, count(*) filter (where state = 1)::int as running,
        count(*) filter (where state = 2)::int as ended
      from sop_targets where tenant_id = ${tenantId} and plan_id = ${id}`),
  );
  const zero = { scheduled: 0, due: 0, sent: 0, overdue: 0, ended: 0, failed: 0, skipped: 0 };
  return {
    targets: targets?.all ?? 0,
    running_targets: targets?.running ?? 0,
    ended_targets: targets?.ended ?? 0,
    steps: plan.body.steps.map((_, index) => ({
      ...zero,
      ...byStep.get(index + 1),
      step: index + 1,
    })),
    employees: employees.map((row) => ({ ...row, completion_rate: rate(row.sent, row.tasks) })),
  };
}

export interface TaskQuery {
  page: number;
  page_size: number;
  plan_id?: number;
  employee_id?: number;
  status?: number;
  today?: number;
}

export async function listTasks(
  db: Database,
  tenantId: string,
  kind: SopKindCode,
  query: TaskQuery,
  now: Date,
): Promise<ListData<SopTaskRow>> {
  const overdueBefore = new Date(now.getTime() - SOP_OVERDUE_HOURS * 3600_000);
  const where = [sql`t.tenant_id = ${tenantId}`, sql`p.kind = ${kind}`];
  if (query.plan_id) where.push(sql`t.plan_id = ${query.plan_id}`);
  if (query.employee_id) where.push(sql`t.employee_id = ${query.employee_id}`);
  if (query.status === 9) where.push(sql`t.status = 1 and t.due_at < ${overdueBefore}`);
  else if (query.status !== undefined) where.push(sql`t.status = ${query.status}`);
  if (query.today) {
    const dayStart = chinaClock(now).dayStart;
    // Today's list: reminders still open (overdue ones too) and steps due later today.
    where.push(sql`(t.status = 1 or (t.status in (0, 2) and t.due_at >= ${dayStart}
      and t.due_at < ${new Date(dayStart.getTime() + DAY_MS)}))`);
  }
  const whereSql = sql.join(where, sql` and `);
  const name =
    kind === 1
      ? sql`(select c.name from customers c where c.tenant_id = t.tenant_id and c.id = t.target_id)`
      : sql`(select g.name from customer_groups g where g.tenant_id = t.tenant_id and g.id = t.target_id::int)`;
  const [rows, [total]] = await Promise.all([
    db.execute(sql`select t.id, t.step, t.target_id, coalesce(${name}, '') as target_name, t.employee_id,
        coalesce(e.name, '') as employee_name, t.due_at, t.status, t.sent_at, p.config -> 'steps' -> (t.step - 1) -> 'message' as message
      from sop_tasks t join sop_plans p on p.tenant_id = t.tenant_id and p.id = t.plan_id
      left join employees e on e.tenant_id = t.tenant_id and e.id = t.employee_id
      where ${whereSql} order by t.due_at desc, t.id desc
      limit ${query.page_size} offset ${offsetOf(query)}`),
    db
      .execute(
        sql`select count(*)::int as n from sop_tasks t join sop_plans p on p.tenant_id = t.tenant_id
      and p.id = t.plan_id where ${whereSql}`,
      )
      .then((result) => rowsOf<{ n: number }>(result)),
  ]);
  type Raw = {
    id: number;
    step: number;
    target_id: number;
    target_name: string;
    employee_id: number;
    employee_name: string;
    due_at: string | Date;
    status: number;
    sent_at: string | Date | null;
    message: MessageContent;
  };
  return {
    list: rowsOf<Raw>(rows).map((row) => {
      const dueAt = new Date(row.due_at);
      return {
        id: Number(row.id),
        step: row.step,
        target_id: Number(row.target_id),
        target_name: row.target_name,
        employee_id: row.employee_id,
        employee_name: row.employee_name,
        due_at: dueAt.toISOString(),
        status: row.status as SopTaskStatus,
        overdue: row.status === SOP_TASK_STATUS.due && dueAt < overdueBefore,
        sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
        message: row.message,
      };
    }),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
