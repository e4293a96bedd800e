// issue #18: moves a tenant's SOPs forward to `now`: new customers (or groups) join plans set
// to "from now on", targets that got an end tag end early, and every scheduled task whose time
// has come becomes a reminder (or an automatic send) in ONE conditional update — a task moves
// from scheduled only once, so two sweeps at the same instant, a retried job or a restart at
// a step's due time yield exactly one reminder. A paused plan's tasks stay scheduled. On WeCom
// each reminder is also an app message to the employee (queued here, sent by the SOP job).
import { and, eq, sql } from 'drizzle-orm';
import type { SopPlanBody } from '../../../../contract/reach/sop';
import { SOP_STATES, SOP_TASK_STATUS } from '../../../../contract/reach/sop';
import type { Database } from '../../../db/database';
import { sandboxSopClock, sopPlans } from '../../../db/schema/reach-sop';
import { enrollTargets } from './sop-enroll';
import { siderPagePath } from '../../../../contract/reach/sider-pages';
import { tenantPlatformKind } from '../../../platform/wecom/tenant-platform';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const pgArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The tenant's SOP time: the server clock plus the sandbox's test-clock offset (0 normally). */
export async function sopNow(db: Database, tenantId: string, serverNow: number): Promise<Date> {
  const [row] = await db
    .select({ offset: sandboxSopClock.offsetMs })
    .from(sandboxSopClock)
    .where(eq(sandboxSopClock.tenantId, tenantId));
  return new Date(serverNow + (row?.offset ?? 0));
}

/** Ends the running targets of `plans` (with their open tasks); answers how many ended. */
export async function endTargets(
  db: Database,
  tenantId: string,
  where: ReturnType<typeof sql>,
  reason: string,
  now: Date,
): Promise<number> {
  const ended = rowsOf<{ id: number }>(
    await db.execute(sql`update sop_targets g set state = 2, end_reason = ${reason}, ended_at = ${now}
      where g.tenant_id = ${tenantId} and g.state = 1 and (${where}) returning g.id`),
  );
  if (ended.length === 0) return 0;
  await db.execute(sql`update sop_tasks set status = ${SOP_TASK_STATUS.ended}
    where tenant_id = ${tenantId} and target_row_id = any(${pgArray(ended.map((row) => Number(row.id)))}::bigint[])
      and status in (${SOP_TASK_STATUS.scheduled}, ${SOP_TASK_STATUS.due})`);
  return ended.length;
}

/** The customer (or group) replied: plans set to end on reply stop for it. */
export async function endOnReply(
  db: Database,
  tenantId: string,
  kind: number,
  targetId: number,
  now: Date,
) {
  return endTargets(
    db,
    tenantId,
    sql`g.target_id = ${targetId} and exists (select 1 from sop_plans p where p.tenant_id = g.tenant_id
      and p.id = g.plan_id and p.kind = ${kind} and (p.config -> 'end_on' ->> 'reply')::boolean)`,
    '客户已回复',
    now,
  );
}

export interface AdvanceResult {
  readonly joined: number;
  readonly ended: number;
  readonly reminded: number;
}

export async function advanceSop(
  db: Database,
  tenantId: string,
  now: Date,
): Promise<AdvanceResult> {
  const plans = await db
    .select({
      id: sopPlans.id,
      kind: sopPlans.kind,
      config: sopPlans.config,
      createdAt: sopPlans.createdAt,
    })
    .from(sopPlans)
    .where(and(eq(sopPlans.tenantId, tenantId), eq(sopPlans.state, SOP_STATES.running)));
  let joined = 0;
  let ended = 0;
  for (const plan of plans) {
    const body = plan.config as unknown as SopPlanBody;
    if (body.target.mode === 'new') {
      joined += await enrollTargets(db, tenantId, { ...plan, body }, now);
    }
    if (plan.kind === 1 && body.end_on.tag_ids.length > 0) {
      ended += await endTargets(
        db,
        tenantId,
        sql`g.plan_id = ${plan.id} and exists (select 1 from customer_tags ct where ct.tenant_id = g.tenant_id
          and ct.customer_id = g.target_id and ct.tag_id = any(${pgArray(body.end_on.tag_ids)}::int[]))`,
        '客户已获得结束标签',
        now,
      );
    }
  }
  // The one transition scheduled → due (remind) or sent (auto): a row re-checked under its lock.
  // On WeCom the same statement queues one app message per employee and per plan step that
  // became due (docs/wecom.md "SOP reminders"): a step is reminded once, with its message.
  const notify = (await tenantPlatformKind(db, tenantId)) === 'wecom';
  const [moved] = rowsOf<{ reminded: number }>(
    await db.execute(sql`with moved as (update sop_tasks t
      set status = case when p.config ->> 'send_type' = 'auto' then ${SOP_TASK_STATUS.sent}::smallint else ${SOP_TASK_STATUS.due}::smallint end,
        reminded_at = ${now},
        sent_at = case when p.config ->> 'send_type' = 'auto' then ${now}::timestamptz else null end
      from sop_plans p, sop_targets g
      where t.tenant_id = ${tenantId} and t.status = ${SOP_TASK_STATUS.scheduled} and t.due_at <= ${now}
        and p.tenant_id = t.tenant_id and p.id = t.plan_id and p.state = ${SOP_STATES.running}
        and g.tenant_id = t.tenant_id and g.id = t.target_row_id and g.state = 1
      returning t.id, t.plan_id, t.step, t.employee_id, t.status, p.name, p.kind),
    queued as (insert into wecom_app_messages
        (tenant_id, key, employee_id, title, description, path, created_at)
      select ${tenantId}, 'sop:' || plan_id || ':' || step || ':' || employee_id || ':' || ${now.getTime()},
        employee_id, 'SOP待办提醒',
        '「' || name || '」第' || step || '步：' || count(*) || case when kind = 2 then '个客户群' else '位客户' end || '待跟进',
        ${siderPagePath('sop')}, ${now}
      from moved where ${notify} and status = ${SOP_TASK_STATUS.due}
      group by plan_id, step, employee_id, name, kind
      on conflict do nothing returning 1)
    select (select count(*) from moved)::int as reminded`),
  );
  const reminded = moved?.reminded ?? 0;
  // A target whose every step is settled is done ([LW] executeState 3).
  await db.execute(sql`update sop_targets g set state = 3, ended_at = ${now}
    where g.tenant_id = ${tenantId} and g.state = 1 and not exists (select 1 from sop_tasks t
      where t.tenant_id = g.tenant_id and t.target_row_id = g.id and t.status in (0, 1))`);
  return { joined, ended, reminded };
}
