// issue #18: a plan's life — create (whoever matches joins now), edit (unsent steps re-timed),
// pause (due steps wait), resume (steps whose time fell in the pause are skipped, never sent
// late or twice), delete, and an employee marking a reminder sent.
import { and, eq, sql } from 'drizzle-orm';
import type {
  CustomerTarget,
  GroupTarget,
  SopPlanBody,
  SOP_KIND_CODES,
} from '../../../../contract/reach/sop';
import { SOP_ERROR_CODES, SOP_STATES, SOP_TASK_STATUS } from '../../../../contract/reach/sop';
import type { Database } from '../../../db/database';
import { customerGroups, tags } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { sopPlans, sopTargets, sopTasks } from '../../../db/schema/reach-sop';
import { BusinessError, HttpError } from '../../../http/http-errors';
import { checkOwned } from '../mass-send/recipient-match';
import { advanceSop } from './sop-advance';
import { enrollTargets, rescheduleRunning } from './sop-enroll';

export type SopKindCode = (typeof SOP_KIND_CODES)[keyof typeof SOP_KIND_CODES];

/** Every id the body names belongs to the caller's tenant (house rule), else 400 naming it. */
export async function checkIds(db: Database, tenantId: string, body: SopPlanBody) {
  await checkOwned(db, tenantId, body.executor_ids, employees, 'executor_ids', '执行员工不存在');
  await checkOwned(db, tenantId, body.end_on.tag_ids, tags, 'end_on.tag_ids', '结束标签不存在');
  if ('group_ids' in body.target) {
    const target = body.target as GroupTarget;
    await checkOwned(
      db,
      tenantId,
      target.group_ids,
      customerGroups,
      'target.group_ids',
      '客户群不存在',
    );
  } else {
    const target = body.target as CustomerTarget;
    await checkOwned(db, tenantId, target.tag_ids, tags, 'target.tag_ids', '客户标签不存在');
    await checkOwned(
      db,
      tenantId,
      target.exclude_tag_ids,
      tags,
      'target.exclude_tag_ids',
      '排除标签不存在',
    );
  }
}

export async function findPlan(db: Database, tenantId: string, kind: SopKindCode, id: number) {
  const [plan] = await db
    .select()
    .from(sopPlans)
    .where(and(eq(sopPlans.tenantId, tenantId), eq(sopPlans.kind, kind), eq(sopPlans.id, id)));
  if (!plan) throw new HttpError(404, 'SOP不存在');
  return { ...plan, body: plan.config as unknown as SopPlanBody };
}

export async function createPlan(
  db: Database,
  tenantId: string,
  kind: SopKindCode,
  userId: number,
  body: SopPlanBody,
  now: Date,
) {
  await checkIds(db, tenantId, body);
  const [plan] = await db
    .insert(sopPlans)
    .values({
      tenantId,
      kind,
      name: body.name,
      businessType: body.business_type,
      config: body as never,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!plan) throw new Error('sop plan insert returned nothing');
  const targets = await enrollTargets(db, tenantId, { ...plan, body }, now);
  return { id: plan.id, targets };
}

export async function updatePlan(
  db: Database,
  tenantId: string,
  kind: SopKindCode,
  id: number,
  body: SopPlanBody,
  now: Date,
) {
  const existing = await findPlan(db, tenantId, kind, id);
  await checkIds(db, tenantId, body);
  // Settle what is due under the old steps before re-timing the rest.
  await advanceSop(db, tenantId, now);
  await db
    .update(sopPlans)
    .set({
      name: body.name,
      businessType: body.business_type,
      config: body as never,
      updatedAt: now,
    })
    .where(and(eq(sopPlans.tenantId, tenantId), eq(sopPlans.id, id)));
  const plan = { ...existing, body };
  await rescheduleRunning(db, tenantId, plan);
  const targets =
    existing.state === SOP_STATES.running ? await enrollTargets(db, tenantId, plan, now) : 0;
  return { id, targets };
}

export async function setPlanState(
  db: Database,
  tenantId: string,
  kind: SopKindCode,
  id: number,
  state: 'running' | 'paused',
  now: Date,
) {
  const plan = await findPlan(db, tenantId, kind, id);
  if (state === 'paused') {
    if (plan.state === SOP_STATES.paused) return { state: SOP_STATES.paused, skipped: 0 };
    // Whatever was due before the pause is reminded first; nothing after it until resumed.
    await advanceSop(db, tenantId, now);
    await db
      .update(sopPlans)
      .set({ state: SOP_STATES.paused, pausedAt: now, updatedAt: now })
      .where(and(eq(sopPlans.tenantId, tenantId), eq(sopPlans.id, id)));
    return { state: SOP_STATES.paused, skipped: 0 };
  }
  if (plan.state === SOP_STATES.running) return { state: SOP_STATES.running, skipped: 0 };
  const skipped = await db
    .update(sopTasks)
    .set({ status: SOP_TASK_STATUS.skipped })
    .where(
      and(
        eq(sopTasks.tenantId, tenantId),
        eq(sopTasks.planId, id),
        eq(sopTasks.status, SOP_TASK_STATUS.scheduled),
        sql`${sopTasks.dueAt} <= ${now}`,
      ),
    )
    .returning({ id: sopTasks.id });
  await db
    .update(sopPlans)
    .set({ state: SOP_STATES.running, pausedAt: null, updatedAt: now })
    .where(and(eq(sopPlans.tenantId, tenantId), eq(sopPlans.id, id)));
  return { state: SOP_STATES.running, skipped: skipped.length };
}

export async function deletePlan(db: Database, tenantId: string, kind: SopKindCode, id: number) {
  await findPlan(db, tenantId, kind, id);
  await db.delete(sopTasks).where(and(eq(sopTasks.tenantId, tenantId), eq(sopTasks.planId, id)));
  await db
    .delete(sopTargets)
    .where(and(eq(sopTargets.tenantId, tenantId), eq(sopTargets.planId, id)));
  await db.delete(sopPlans).where(and(eq(sopPlans.tenantId, tenantId), eq(sopPlans.id, id)));
  return { deleted: true };
}

/** The employee sent the step's message (task list or sidebar): due → sent, once. */
export async function markTaskSent(
  db: Database,
  tenantId: string,
  kind: SopKindCode | null,
  taskId: number,
  now: Date,
) {
  const [task] = await db
    .select({ status: sopTasks.status, kind: sopPlans.kind })
    .from(sopTasks)
    .innerJoin(
      sopPlans,
      and(eq(sopPlans.tenantId, sopTasks.tenantId), eq(sopPlans.id, sopTasks.planId)),
    )
    .where(and(eq(sopTasks.tenantId, tenantId), eq(sopTasks.id, taskId)));
  if (!task || (kind !== null && task.kind !== kind)) throw new HttpError(404, 'SOP任务不存在');
  if (task.status === SOP_TASK_STATUS.sent) return { status: task.status };
  if (task.status !== SOP_TASK_STATUS.due) {
    throw new BusinessError(SOP_ERROR_CODES.notDue, '该步骤当前不可标记为已发送');
  }
  await db
    .update(sopTasks)
    .set({ status: SOP_TASK_STATUS.sent, sentAt: now })
    .where(
      and(
        eq(sopTasks.tenantId, tenantId),
        eq(sopTasks.id, taskId),
        eq(sopTasks.status, SOP_TASK_STATUS.due),
      ),
    );
  return { status: SOP_TASK_STATUS.sent };
}
