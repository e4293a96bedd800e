// issue #20 /operation-plan 日历: operations scheduled by day. A campaign that is a draft or
// not started moves its period (same length); a published one is queued again under a new
// version through /marketing's own queueCampaignSteps (its old step jobs are cancelled, and
// would do nothing anyway: their version no longer matches). A draft journey with a date
// trigger moves its date (it has no jobs until it is started).
import { and, eq } from 'drizzle-orm';
import type { CampaignStep } from '../../../../contract/marketing/marketing';
import { marketingCampaigns, operationPlans } from '../../../db/schema/marketing-campaign';
import { CAMPAIGN_STEP_JOB, queueCampaignSteps } from '../marketing/campaign-jobs';
import { chinaDate } from './calendar-list';
import { type MoveContext, notFound, recordMove, refuse } from './move-context';
import { cancelJobs } from './move-jobs';
import { chinaInstant } from '../../../../contract/china-time';

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const dayAt = (date: string, clock: string) => chinaInstant(date, `${clock}:00`);

export async function moveCampaign(context: MoveContext, id: number): Promise<{ at: string }> {
  const { deps, tenantId, target, now } = context;
  const where = and(eq(marketingCampaigns.tenantId, tenantId), eq(marketingCampaigns.id, id));
  const [campaign] = await deps.db.select().from(marketingCampaigns).where(where);
  if (!campaign) throw notFound();
  const today = chinaDate(now.getTime());
  if (campaign.published && (campaign.endedAt || campaign.startDate <= today))
    throw refuse('该活动已开始或已结束，不能改期');
  const startDate = chinaDate(target.getTime());
  const days = Math.round((Date.parse(startDate) - Date.parse(campaign.startDate)) / DAY_MS);
  const endDate = addDays(campaign.endDate, days);
  const version = now.getTime();
  await deps.db.transaction(async (tx) => {
    await tx.update(marketingCampaigns).set({ startDate, endDate, updatedAt: now }).where(where);
    await recordMove(tx, context, 'campaign', id, dayAt(campaign.startDate, '10:00'));
  });
  if (campaign.published) {
    await cancelJobs(deps, tenantId, CAMPAIGN_STEP_JOB, `campaign:${id}:`);
    await queueCampaignSteps(
      deps,
      tenantId,
      { id, start_date: startDate, steps: campaign.steps as CampaignStep[] },
      version,
    );
  }
  return { at: dayAt(startDate, '10:00').toISOString() };
}

export async function movePlan(context: MoveContext, id: number): Promise<{ at: string }> {
  const { deps, tenantId, target } = context;
  const where = and(eq(operationPlans.tenantId, tenantId), eq(operationPlans.id, id));
  const [plan] = await deps.db.select().from(operationPlans).where(where);
  if (!plan) throw notFound();
  const trigger = plan.trigger as { kind: string; date?: string };
  if (plan.status !== 1 || trigger.kind !== 'date' || !trigger.date)
    throw refuse('只有未启动的定时旅程可以改期');
  const date = chinaDate(target.getTime());
  const at = dayAt(date, '09:00');
  if (at.getTime() <= context.now.getTime()) throw refuse('旅程于当天09:00触发，该时间已过');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(operationPlans)
      .set({ trigger: { ...trigger, date }, updatedAt: context.now })
      .where(where);
    await recordMove(tx, context, 'plan', id, dayAt(trigger.date!, '09:00'));
  });
  return { at: at.toISOString() };
}
