// issue #20: operation plans for the demo tenant — a finished onboarding journey, a running
// repurchase journey and a paused one, and a draft — their history replayed with the same
// step logic the jobs run (applyPlanStep), so each funnel counts real customers. A running
// plan's next step is queued when the server's runner sees it is due (the page's 恢复/启动
// queue it; seeded plans wait for their next_run_at). Idempotent: a tenant with any plan is
// left alone.
import { and, eq, sql } from 'drizzle-orm';
import type { PlanStep, PlanTrigger } from '../../../contract/marketing/operation-plan';
import { PLAN_STATUS } from '../../../contract/marketing/operation-plan';
import { applyPlanStep } from '../../modules/marketing/operation-plan/plan-jobs';
import type { Database } from '../database';
import { audiences } from '../schema/marketing-audience';
import { operationPlans } from '../schema/marketing-campaign';

const DAY_MS = 86_400_000;

export async function seedOperationPlans(db: Database, tenantId = 'demo', now = new Date()) {
  const [existing] = await db
    .select({ id: operationPlans.id })
    .from(operationPlans)
    .where(eq(operationPlans.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const audienceIds = (
    await db
      .select({ id: audiences.id })
      .from(audiences)
      .where(eq(audiences.tenantId, tenantId))
      .orderBy(audiences.id)
  ).map((row) => row.id);
  const tagRows = (
    (await db.execute(sql`select id from tags where tenant_id = ${tenantId}
      order by id limit 2`)) as unknown as { rows: Array<{ id: number }> }
  ).rows.map((row) => Number(row.id));
  if (audienceIds.length < 2 || tagRows.length < 2) return;
  const specs: Array<{
    name: string;
    trigger: PlanTrigger;
    steps: PlanStep[];
    startedDaysAgo: number | null;
    /** Steps replayed; then running (2) or paused (3). */
    done: number;
    status: 2 | 3;
  }> = [
    {
      name: '新客7天培育',
      trigger: { kind: 'audience', audience_id: audienceIds[0]! },
      steps: [
        {
          action: 'message',
          wait_days: 0,
          condition: 'all',
          content: '欢迎加入！回复“福利”领取新人券',
        },
        { action: 'add_tag', wait_days: 2, condition: 'all', content: '', tag_id: tagRows[0]! },
        {
          action: 'coupon',
          wait_days: 5,
          condition: 'not_bought',
          content: '',
          coupon_name: '新人满99减20券',
        },
      ],
      startedDaysAgo: 60,
      done: 3,
      status: 2,
    },
    {
      name: '老客复购唤醒',
      trigger: { kind: 'audience', audience_id: audienceIds[1]! },
      steps: [
        {
          action: 'message',
          wait_days: 0,
          condition: 'all',
          content: '好久不见，给您留了一份回购礼',
        },
        {
          action: 'sms',
          wait_days: 3,
          condition: 'not_bought',
          content: '【示例商城】回购礼即将过期，点击领取',
        },
        { action: 'add_tag', wait_days: 7, condition: 'bought', content: '', tag_id: tagRows[1]! },
      ],
      startedDaysAgo: 6,
      done: 2,
      status: 2,
    },
    {
      name: '会员生日关怀',
      trigger: { kind: 'tag', tag_id: tagRows[0]! },
      steps: [
        {
          action: 'message',
          wait_days: 0,
          condition: 'all',
          content: '生日快乐！专属生日礼已放入您的账户',
        },
        { action: 'coupon', wait_days: 1, condition: 'all', content: '', coupon_name: '生日8折券' },
      ],
      startedDaysAgo: 20,
      done: 1,
      status: 3,
    },
  ];
  for (const spec of specs) {
    const startedAt = new Date(now.getTime() - (spec.startedDaysAgo ?? 0) * DAY_MS);
    const [row] = await db
      .insert(operationPlans)
      .values({
        tenantId,
        name: spec.name,
        trigger: spec.trigger,
        steps: spec.steps,
        status: PLAN_STATUS.running,
        startedAt,
        createdAt: new Date(startedAt.getTime() - DAY_MS),
        updatedAt: startedAt,
      })
      .returning();
    let at = startedAt;
    for (let index = 0; index < spec.done; index += 1) {
      at = new Date(at.getTime() + spec.steps[index]!.wait_days * DAY_MS);
      const [plan] = await db
        .select()
        .from(operationPlans)
        .where(and(eq(operationPlans.tenantId, tenantId), eq(operationPlans.id, row!.id)));
      await applyPlanStep(db, tenantId, plan!, index, at);
    }
    if (spec.done < spec.steps.length)
      await db
        .update(operationPlans)
        .set({ status: spec.status })
        .where(and(eq(operationPlans.tenantId, tenantId), eq(operationPlans.id, row!.id)));
  }
  await db.insert(operationPlans).values({
    tenantId,
    name: '618预热旅程（草稿）',
    trigger: {
      kind: 'date',
      date: new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
      audience_id: null,
    },
    steps: [{ action: 'message', wait_days: 0, condition: 'all', content: '618预热开启' }],
    createdAt: new Date(now.getTime() - 2 * DAY_MS),
    updatedAt: new Date(now.getTime() - 2 * DAY_MS),
  });
}
