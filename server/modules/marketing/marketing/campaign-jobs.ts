// issue #20 /marketing: each channel step of a published campaign is a job on the one runner
// (server/jobs/README.md), due on its send day at 10:00 China time. The job writes one reach
// per recipient (the audience's members, or every customer without an audience) once: the
// insert and its marker commit together, so a retry never reaches anyone twice. A job whose
// campaign was edited (version), ended or deleted since it was queued does nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { CampaignStep } from '../../../../contract/marketing/marketing';
import { marketingCampaigns } from '../../../db/schema/marketing-campaign';
import type { RouteDeps } from '../../../http/app-deps';
import { chinaInstant } from '../../../../contract/china-time';

export const CAMPAIGN_STEP_JOB = 'marketing.campaign-step';

interface StepJob {
  tenantId: string;
  campaignId: number;
  stepIndex: number;
  version: number;
}

/** The step's due instant: start date + offset, 10:00 China time (never before now). */
export function stepDueAt(startDate: string, dayOffset: number, now: number): Date {
  const due = chinaInstant(startDate, '10:00:00').getTime() + dayOffset * 86_400_000;
  return new Date(Math.max(due, now));
}

export function defineCampaignJobs({ db, jobs, now }: RouteDeps): void {
  jobs.define<StepJob>(
    CAMPAIGN_STEP_JOB,
    async (job) => {
      const { tenantId, campaignId, stepIndex, version } = job.data;
      const [campaign] = await db
        .select()
        .from(marketingCampaigns)
        .where(
          and(eq(marketingCampaigns.tenantId, tenantId), eq(marketingCampaigns.id, campaignId)),
        );
      if (!campaign || !campaign.published || campaign.endedAt) return;
      if (campaign.updatedAt.getTime() !== version) return;
      const step = (campaign.steps as CampaignStep[])[stepIndex];
      if (!step) return;
      const recipients =
        campaign.audienceId === null
          ? sql`select id from customers where tenant_id = ${tenantId}`
          : sql`select customer_id from audience_members
              where tenant_id = ${tenantId} and audience_id = ${campaign.audienceId}`;
      const reachedAt = new Date(now()).toISOString();
      await job.once(`campaign:${campaignId}:${version}:step:${stepIndex}`, async (tx) => {
        await tx.execute(sql`insert into campaign_reaches
            (tenant_id, campaign_id, step_index, customer_id, channel, reached_at)
          select ${tenantId}, ${campaignId}, ${stepIndex}, r.id, ${step.channel}, ${reachedAt}::timestamptz
          from (${recipients}) as r(id)
          on conflict do nothing`);
        if (step.goods_id)
          await tx.execute(sql`update material_goods set send_count = send_count + 1
            where tenant_id = ${tenantId} and id = ${step.goods_id}`);
      });
    },
    { retryLimit: 3, retryDelaySeconds: 60 },
  );
}

/** Queues every step of a just-published campaign (keyed by version: once per publication). */
export async function queueCampaignSteps(
  { jobs, now }: RouteDeps,
  tenantId: string,
  campaign: { id: number; start_date: string; steps: readonly CampaignStep[] },
  version: number,
): Promise<void> {
  for (const [stepIndex, step] of campaign.steps.entries()) {
    await jobs.enqueue<StepJob>(
      CAMPAIGN_STEP_JOB,
      { tenantId, campaignId: campaign.id, stepIndex, version },
      {
        key: `campaign:${campaign.id}:${version}:${stepIndex}`,
        runAt: stepDueAt(campaign.start_date, step.day_offset, now()),
      },
    );
  }
}
