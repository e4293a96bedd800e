// issue #20 /operation-plan 运营计划: plans of the verified token's tenant — list with counts,
// save (only a 草稿; every referenced audience and tag checked to be the tenant's), start,
// pause, resume, delete (not while running), and the per-step funnel.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import {
  PLAN_STATUS,
  type PlanBody,
  type PlanFunnel,
  type PlanListQuery,
  type PlanOptions,
  type PlanRow,
  type PlanStatus,
  type PlanStep,
  type PlanTrigger,
} from '../../../../contract/marketing/operation-plan';
import type { Database } from '../../../db/database';
import { tags } from '../../../db/schema/customers';
import { audiences } from '../../../db/schema/marketing-audience';
import { operationPlanEvents, operationPlans } from '../../../db/schema/marketing-campaign';
import { BusinessError, HttpError } from '../../../http/http-errors';
import { iso, rowsOf } from '../../customer/shared/sql-rows';
import { planSelect } from './plan-sql';
import { containsPattern, offsetOf } from '../../../db/list-query';

export const PLAN_WRONG_STATE = 123101;

interface PlanSqlRow {
  id: number;
  name: string;
  trigger: PlanTrigger;
  steps: PlanStep[];
  status: number;
  next_step: number;
  next_run_at: string | Date | null;
  started_at: string | Date | null;
  created_at: string | Date;
  trigger_name: string;
  entered: number;
  completed: number;
}

function triggerLabel(trigger: PlanTrigger, name: string): string {
  if (trigger.kind === 'audience') return `进入人群「${name}」`;
  if (trigger.kind === 'tag') return `带有标签「${name}」`;
  return `${trigger.date} 起${trigger.audience_id ? `，人群「${name}」` : '，全部客户'}`;
}

function toRow(row: PlanSqlRow): PlanRow {
  return {
    id: Number(row.id),
    name: row.name,
    trigger: row.trigger,
    trigger_label: triggerLabel(row.trigger, row.trigger_name),
    steps: row.steps,
    status: Number(row.status) as PlanStatus,
    next_step: Number(row.next_step),
    next_run_at: iso(row.next_run_at),
    started_at: iso(row.started_at),
    created_at: iso(row.created_at),
    entered: Number(row.entered),
    completed: Number(row.completed),
  };
}

export async function listPlans(
  db: Database,
  tenantId: string,
  query: PlanListQuery,
): Promise<ListData<PlanRow>> {
  const filters = [sql`true`];
  if (query.name) filters.push(sql`name ilike ${containsPattern(query.name)}`);
  if (query.status) filters.push(sql`status = ${query.status}`);
  const base = sql`(${planSelect(tenantId)}) x where ${sql.join(filters, sql` and `)}`;
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${base}`),
  );
  const rows = rowsOf<PlanSqlRow>(
    await db.execute(sql`select * from ${base} order by id desc
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  return {
    list: rows.map(toRow),
    total: Number(count?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

export async function findPlan(db: Database, tenantId: string, id: number): Promise<PlanRow> {
  const [row] = rowsOf<PlanSqlRow>(await db.execute(sql`${planSelect(tenantId)} and p.id = ${id}`));
  if (!row) throw new HttpError(404, '运营计划不存在或已被删除');
  return toRow(row);
}

async function checkReferences(db: Database, tenantId: string, body: PlanBody) {
  const trigger = body.trigger;
  const audienceId = trigger.kind === 'tag' ? null : trigger.audience_id;
  if (audienceId !== null) {
    const [own] = await db
      .select({ id: audiences.id })
      .from(audiences)
      .where(and(eq(audiences.tenantId, tenantId), eq(audiences.id, audienceId)));
    if (!own) throw new HttpError(404, '人群不存在或已被删除');
  }
  const tagIds = [
    ...new Set([
      ...(trigger.kind === 'tag' ? [trigger.tag_id] : []),
      ...body.steps.flatMap((step) => [step.tag_id ?? [], step.condition_tag_id ?? []].flat()),
    ]),
  ];
  if (tagIds.length > 0) {
    const own = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, tagIds)));
    if (own.length !== tagIds.length) throw new HttpError(404, '所选标签不存在或已被删除');
  }
}

export async function savePlan(db: Database, tenantId: string, body: PlanBody, now: number) {
  if (body.id !== undefined) {
    const current = await findPlan(db, tenantId, body.id);
    if (current.status !== PLAN_STATUS.draft)
      throw new BusinessError(PLAN_WRONG_STATE, '只有草稿状态的计划可以编辑');
  }
  await checkReferences(db, tenantId, body);
  const values = {
    name: body.name,
    trigger: body.trigger,
    steps: [...body.steps],
    updatedAt: new Date(now),
  };
  if (body.id === undefined) {
    const [created] = await db
      .insert(operationPlans)
      .values({ tenantId, ...values, createdAt: new Date(now) })
      .returning({ id: operationPlans.id });
    return { id: created!.id };
  }
  await db
    .update(operationPlans)
    .set(values)
    .where(and(eq(operationPlans.tenantId, tenantId), eq(operationPlans.id, body.id)));
  return { id: body.id };
}

/** Moves a plan from one status to another, refusing any other starting status in Chinese. */
export async function transitionPlan(
  db: Database,
  tenantId: string,
  id: number,
  from: PlanStatus,
  to: PlanStatus,
  now: number,
  extra: Partial<typeof operationPlans.$inferInsert> = {},
): Promise<PlanRow> {
  const current = await findPlan(db, tenantId, id);
  if (current.status !== from)
    throw new BusinessError(PLAN_WRONG_STATE, STATE_MESSAGES[from] ?? '计划状态不允许此操作');
  await db
    .update(operationPlans)
    .set({ status: to, updatedAt: new Date(now), ...extra })
    .where(and(eq(operationPlans.tenantId, tenantId), eq(operationPlans.id, id)));
  return current;
}

const STATE_MESSAGES: Partial<Record<PlanStatus, string>> = {
  1: '只有草稿状态的计划可以启动',
  2: '只有运行中的计划可以暂停',
  3: '只有已暂停的计划可以恢复',
};

export async function deletePlan(db: Database, tenantId: string, id: number) {
  const current = await findPlan(db, tenantId, id);
  if (current.status === PLAN_STATUS.running)
    throw new BusinessError(PLAN_WRONG_STATE, '运行中的计划请先暂停再删除');
  await db.transaction(async (tx) => {
    await tx
      .delete(operationPlanEvents)
      .where(and(eq(operationPlanEvents.tenantId, tenantId), eq(operationPlanEvents.planId, id)));
    await tx
      .delete(operationPlans)
      .where(and(eq(operationPlans.tenantId, tenantId), eq(operationPlans.id, id)));
  });
  return null;
}

export async function planFunnel(db: Database, tenantId: string, id: number): Promise<PlanFunnel> {
  const plan = await findPlan(db, tenantId, id);
  const counts = rowsOf<{ step_index: number; n: number }>(
    await db.execute(sql`select step_index, count(*)::int as n from operation_plan_events
      where tenant_id = ${tenantId} and plan_id = ${id} group by step_index`),
  );
  const of = (index: number) =>
    Number(counts.find((each) => Number(each.step_index) === index)?.n ?? 0);
  return {
    entered: of(-1),
    steps: plan.steps.map((step, index) => ({ index, action: step.action, reached: of(index) })),
  };
}

export async function planOptions(db: Database, tenantId: string): Promise<PlanOptions> {
  const audienceRows = await db
    .select({ id: audiences.id, name: audiences.name, size: audiences.size })
    .from(audiences)
    .where(eq(audiences.tenantId, tenantId))
    .orderBy(audiences.id);
  const tagRows = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(eq(tags.tenantId, tenantId))
    .orderBy(tags.groupId, tags.sortOrder, tags.id);
  return { audiences: audienceRows, tags: tagRows };
}
