// issue #20 /operation-plan 运营计划: handlers registered against
// contract/marketing/operation-plan.ts; start and resume queue the next step as a job.
import type { FastifyInstance } from 'fastify';
import {
  PLAN_STATUS,
  planDelete,
  planFunnel,
  planList,
  planOptions,
  planPause,
  planResume,
  planSave,
  planStart,
} from '../../../../contract/marketing/operation-plan';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { definePlanJobs, queuePlanStep } from './plan-jobs';
import * as store from './plan-store';
import { chinaInstant } from '../../../../contract/china-time';

const DAY_MS = 86_400_000;

/** When a started plan's first step is due: its date (09:00 China) or now, plus its wait. */
export function firstRunAt(
  plan: { trigger: { kind: string; date?: string } },
  wait: number,
  now: number,
) {
  const from =
    plan.trigger.kind === 'date' && plan.trigger.date
      ? Math.max(now, chinaInstant(plan.trigger.date, '09:00:00').getTime())
      : now;
  return new Date(from + wait * DAY_MS);
}

export function registerOperationPlanRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;
  definePlanJobs(deps);
  registerEndpoint(app, planList, ({ tenantId, query }) => store.listPlans(db, tenantId, query));
  registerEndpoint(app, planSave, ({ tenantId, body }) =>
    store.savePlan(db, tenantId, body, now()),
  );
  registerEndpoint(app, planFunnel, ({ tenantId, params }) =>
    store.planFunnel(db, tenantId, params.id),
  );
  registerEndpoint(app, planStart, async ({ tenantId, params }) => {
    const plan = await store.findPlan(db, tenantId, params.id);
    const runAt = firstRunAt(plan, plan.steps[0]?.wait_days ?? 0, now());
    await store.transitionPlan(
      db,
      tenantId,
      params.id,
      PLAN_STATUS.draft,
      PLAN_STATUS.running,
      now(),
      {
        startedAt: new Date(now()),
        nextStep: 0,
        nextRunAt: runAt,
      },
    );
    await queuePlanStep(deps, tenantId, params.id, 0, runAt, 'run');
    return null;
  });
  registerEndpoint(app, planPause, async ({ tenantId, params }) => {
    await store.transitionPlan(
      db,
      tenantId,
      params.id,
      PLAN_STATUS.running,
      PLAN_STATUS.paused,
      now(),
    );
    return null;
  });
  registerEndpoint(app, planResume, async ({ tenantId, params }) => {
    const plan = await store.transitionPlan(
      db,
      tenantId,
      params.id,
      PLAN_STATUS.paused,
      PLAN_STATUS.running,
      now(),
    );
    const due = Math.max(now(), plan.next_run_at ? Date.parse(plan.next_run_at) : now());
    const runAt = new Date(due);
    await queuePlanStep(deps, tenantId, params.id, plan.next_step, runAt, `resume:${now()}`);
    return null;
  });
  registerEndpoint(app, planDelete, ({ tenantId, params }) =>
    store.deletePlan(db, tenantId, params.id),
  );
  registerEndpoint(app, planOptions, ({ tenantId }) => store.planOptions(db, tenantId));
}
