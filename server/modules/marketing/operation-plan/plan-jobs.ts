// issue #20 /operation-plan: each step of a running plan is a job on the one runner. A step
// acts once (its events, its tag marks and the plan's advance commit together with the job's
// marker), only while the plan runs and only when it is the plan's next step — so a paused
// plan's queued step does nothing, and resume queues it again. The first step also records
// who entered (the trigger). Then the next step is queued after its wait.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { PlanStep, PlanTrigger } from '../../../../contract/marketing/operation-plan';
import { PLAN_STATUS } from '../../../../contract/marketing/operation-plan';
import type { Database } from '../../../db/database';
import { operationPlans } from '../../../db/schema/marketing-campaign';
import type { RouteDeps } from '../../../http/app-deps';
import { conditionSql, triggerSet } from './plan-sql';

export const PLAN_STEP_JOB = 'marketing.plan-step';
export const PLAN_SWEEP_JOB = 'marketing.plan-sweep';
const DAY_MS = 86_400_000;

interface StepJob {
  tenantId: string;
  planId: number;
  stepIndex: number;
}

async function loadPlan(db: Database, tenantId: string, planId: number) {
  const [plan] = await db
    .select()
    .from(operationPlans)
    .where(and(eq(operationPlans.tenantId, tenantId), eq(operationPlans.id, planId)));
  return plan;
}

/** Queues step `stepIndex` of a plan at `runAt` (`reason` keeps a resume apart from a run). */
export async function queuePlanStep(
  deps: Pick<RouteDeps, 'jobs'>,
  tenantId: string,
  planId: number,
  stepIndex: number,
  runAt: Date,
  reason: string,
) {
  await deps.jobs.enqueue<StepJob>(
    PLAN_STEP_JOB,
    { tenantId, planId, stepIndex },
    { key: `plan:${planId}:step:${stepIndex}:${reason}`, runAt },
  );
}

/**
 * What one step does, in the caller's transaction: (first step) record who entered, record
 * the customers of the previous step meeting this step's condition, mark the step's tag,
 * advance the plan. The job runs it under `once`; the demo seed replays history with it.
 */
export async function applyPlanStep(
  tx: Database,
  tenantId: string,
  plan: typeof operationPlans.$inferSelect,
  stepIndex: number,
  at: Date,
): Promise<void> {
  const planId = plan.id;
  const steps = plan.steps as PlanStep[];
  const step = steps[stepIndex]!;
  const next = steps[stepIndex + 1];
  const nextRunAt = next ? new Date(at.getTime() + next.wait_days * DAY_MS) : null;
  const stamp = at.toISOString();
  if (stepIndex === 0)
    await tx.execute(sql`insert into operation_plan_events
        (tenant_id, plan_id, step_index, customer_id, occurred_at)
      select ${tenantId}, ${planId}, -1, s.id, ${stamp}::timestamptz
      from (${triggerSet(tenantId, plan.trigger as PlanTrigger)}) as s(id)
      on conflict do nothing`);
  await tx.execute(sql`insert into operation_plan_events
      (tenant_id, plan_id, step_index, customer_id, occurred_at)
    select ${tenantId}, ${planId}, ${stepIndex}, p.customer_id, ${stamp}::timestamptz
    from operation_plan_events p
    where p.tenant_id = ${tenantId} and p.plan_id = ${planId}
      and p.step_index = ${stepIndex - 1}
      and ${conditionSql(tenantId, step, (plan.startedAt ?? at).toISOString())}
    on conflict do nothing`);
  if (step.action === 'add_tag' && step.tag_id)
    await tx.execute(sql`insert into customer_tags (tenant_id, customer_id, tag_id, created_at)
      select ${tenantId}, customer_id, ${step.tag_id}, ${stamp}::timestamptz
      from operation_plan_events where tenant_id = ${tenantId} and plan_id = ${planId}
        and step_index = ${stepIndex}
      on conflict do nothing`);
  await tx
    .update(operationPlans)
    .set({
      nextStep: stepIndex + 1,
      nextRunAt,
      status: next ? PLAN_STATUS.running : PLAN_STATUS.finished,
      updatedAt: at,
    })
    .where(and(eq(operationPlans.tenantId, tenantId), eq(operationPlans.id, planId)));
}

export function definePlanJobs(deps: RouteDeps): void {
  const { db, jobs, now } = deps;
  jobs.define<StepJob>(
    PLAN_STEP_JOB,
    async (job) => {
      const { tenantId, planId, stepIndex } = job.data;
      const plan = await loadPlan(db, tenantId, planId);
      if (!plan || plan.status !== PLAN_STATUS.running || plan.nextStep !== stepIndex) return;
      const steps = plan.steps as PlanStep[];
      const step = steps[stepIndex];
      if (!step || !plan.startedAt) return;
      const at = new Date(now());
      const next = steps[stepIndex + 1];
      const nextRunAt = next ? new Date(at.getTime() + next.wait_days * DAY_MS) : null;
      await job.once(`plan:${planId}:step:${stepIndex}`, (tx) =>
        applyPlanStep(tx, tenantId, plan, stepIndex, at),
      );
      // queued after the commit (the key makes a retried job queue it once)
      if (next && nextRunAt)
        await queuePlanStep(deps, tenantId, planId, stepIndex + 1, nextRunAt, 'run');
    },
    { retryLimit: 3, retryDelaySeconds: 60 },
  );
  // hourly: every running plan's next step is queued (same key as the chain: never twice) —
  // covers plans written without a queued job (the demo seed) and a lost enqueue
  jobs.define<{ tenantId: null }>(PLAN_SWEEP_JOB, async () => {
    const due = await db
      .select()
      .from(operationPlans)
      .where(
        and(
          eq(operationPlans.status, PLAN_STATUS.running),
          lte(operationPlans.nextRunAt, new Date(now() + 3_600_000)),
        ),
      );
    for (const plan of due)
      await queuePlanStep(deps, plan.tenantId, plan.id, plan.nextStep, plan.nextRunAt!, 'run');
  });
  void jobs.schedule(PLAN_SWEEP_JOB, '7 * * * *', { tenantId: null }).catch(() => undefined);
}
