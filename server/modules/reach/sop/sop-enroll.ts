// issue #18: targets join a plan (customers of its executors, or groups whose owner executes)
// and get one task per step, due by sop-time.ts. Joining is idempotent (one row per plan and
// target), so a sweep that runs twice, or two processes at once, enroll a target once.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CustomerTarget, GroupTarget, SopPlanBody } from '../../../../contract/reach/sop';
import type { PrivateFilter } from '../../../../contract/reach/mass-send';
import { SOP_TASK_STATUS } from '../../../../contract/reach/sop';
import type { Database } from '../../../db/database';
import { sopTasks } from '../../../db/schema/reach-sop';
import { groupRecipientsSql, privateRecipientsSql } from '../mass-send/recipient-match';
import { stepDueAt } from './sop-time';

const pgArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface PlanRecord {
  readonly id: number;
  readonly kind: number;
  readonly body: SopPlanBody;
  readonly createdAt: Date;
}

interface JoinedTarget {
  id: number;
  target_id: number;
  joined_at: Date | string;
}

/** The mass sends' filter a customer plan's "filter" target amounts to (its executors send). */
export function sopPrivateFilter(
  executorIds: readonly number[],
  target: CustomerTarget,
): PrivateFilter {
  return {
    sender_ids: [...executorIds],
    department_ids: [],
    target: 'filter',
    gender: target.gender,
    tag_ids: target.tag_ids,
    exclude_tag_ids: target.exclude_tag_ids,
    audience_ids: [],
    ...(target.added_from ? { added_from: target.added_from } : {}),
    ...(target.added_to ? { added_to: target.added_to } : {}),
    dedupe_employee_id: null,
  };
}

/** `select target_id, employee_id, joined_at` of who joins now (filter / pick) or since the plan began (new). */
async function candidatesSql(
  db: Database,
  tenantId: string,
  plan: PlanRecord,
  now: Date,
): Promise<SQL> {
  const executors = pgArray(plan.body.executor_ids);
  if (plan.kind === 1) {
    const target = plan.body.target as CustomerTarget;
    if (target.mode === 'new') {
      // "Every customer added from now on": adds to an executor since the plan began.
      return sql`select distinct on (r.customer_id) r.customer_id as target_id, r.employee_id,
          r.added_at as joined_at
        from customer_relations r
        where r.tenant_id = ${tenantId} and r.employee_id = any(${executors}::int[])
          and r.added_at >= ${plan.createdAt} and r.added_at <= ${now}
          and r.deleted_by_customer_at is null and r.deleted_by_employee_at is null
        order by r.customer_id, r.added_at`;
    }
    const matched = await privateRecipientsSql(
      db,
      tenantId,
      sopPrivateFilter(plan.body.executor_ids, target),
    );
    return sql`select m.target_id, m.employee_id, ${now}::timestamptz as joined_at from (${matched}) m`;
  }
  const target = plan.body.target as GroupTarget;
  if (target.mode === 'new') {
    return sql`select g.id::bigint as target_id, g.owner_employee_id as employee_id,
        g.created_at as joined_at
      from customer_groups g
      where g.tenant_id = ${tenantId} and g.dismissed_at is null
        and g.owner_employee_id = any(${executors}::int[])
        and g.created_at >= ${plan.createdAt} and g.created_at <= ${now}`;
  }
  const picked = groupRecipientsSql(tenantId, { owner_ids: [], group_ids: target.group_ids });
  return sql`select m.target_id, m.employee_id, ${now}::timestamptz as joined_at from (${picked}) m`;
}

/** Adds one task per step for targets that have none for it yet (after a join or an edit). */
export async function scheduleTasks(
  db: Database,
  tenantId: string,
  plan: PlanRecord,
  targets: readonly JoinedTarget[],
  employeeOf: ReadonlyMap<number, number>,
): Promise<number> {
  const rows: (typeof sopTasks.$inferInsert)[] = [];
  for (const target of targets) {
    const joinedAt = new Date(target.joined_at);
    plan.body.steps.forEach((step, index) => {
      const dueAt = stepDueAt(plan.body.time_type, step, joinedAt, plan.body.dnd);
      // A fixed date already past when the target joined is never sent late.
      const past = plan.body.time_type === 'date' && dueAt < joinedAt;
      rows.push({
        tenantId,
        planId: plan.id,
        targetRowId: target.id,
        targetId: target.target_id,
        employeeId: employeeOf.get(target.id) ?? 0,
        step: index + 1,
        dueAt,
        status: past ? SOP_TASK_STATUS.skipped : SOP_TASK_STATUS.scheduled,
      });
    });
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(sopTasks)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }
  return rows.length;
}

/** Enrolls whoever matches the plan now; answers how many joined. */
export async function enrollTargets(
  db: Database,
  tenantId: string,
  plan: PlanRecord,
  now: Date,
): Promise<number> {
  const candidates = await candidatesSql(db, tenantId, plan, now);
  const joined = rowsOf<JoinedTarget & { employee_id: number }>(
    await db.execute(sql`insert into sop_targets (tenant_id, plan_id, target_id, employee_id, joined_at)
      select ${tenantId}, ${plan.id}, c.target_id, c.employee_id, c.joined_at from (${candidates}) c
      on conflict (tenant_id, plan_id, target_id) do nothing
      returning id, target_id, employee_id, joined_at`),
  );
  if (joined.length === 0) return 0;
  const employeeOf = new Map(joined.map((row) => [Number(row.id), row.employee_id]));
  await scheduleTasks(
    db,
    tenantId,
    plan,
    joined.map((row) => ({ ...row, id: Number(row.id), target_id: Number(row.target_id) })),
    employeeOf,
  );
  return joined.length;
}

/** After an edit: drop unsent future tasks, re-time every running target's steps. */
export async function rescheduleRunning(db: Database, tenantId: string, plan: PlanRecord) {
  await db.execute(sql`delete from sop_tasks where tenant_id = ${tenantId} and plan_id = ${plan.id}
    and status = ${SOP_TASK_STATUS.scheduled}`);
  const running = rowsOf<JoinedTarget & { employee_id: number }>(
    await db.execute(sql`select id, target_id, employee_id, joined_at from sop_targets
      where tenant_id = ${tenantId} and plan_id = ${plan.id} and state = 1`),
  );
  await scheduleTasks(
    db,
    tenantId,
    plan,
    running.map((row) => ({ ...row, id: Number(row.id), target_id: Number(row.target_id) })),
    new Map(running.map((row) => [Number(row.id), row.employee_id])),
  );
}
