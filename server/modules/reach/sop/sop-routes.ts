// issue #18: the handlers of one SOP page (/chat-sop or /group-sop), on the shared domain of
// this folder. Reads first move the tenant's SOPs forward (as mass sends do), so a page shows
// what is due without waiting for the next sweep.
import type { FastifyInstance } from 'fastify';
import type { SopPlanBody } from '../../../../contract/reach/sop';
import type { sopEndpoints } from '../../../../contract/reach/sop-endpoints';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { createMassSendPlatform } from '../../../platform/mass-send-adapter';
import { advanceSop, endOnReply, sopNow } from './sop-advance';
import { checkPlanSend } from './sop-check';
import { enqueueSopRun } from './sop-job';
import {
  createPlan,
  deletePlan,
  findPlan,
  markTaskSent,
  setPlanState,
  updatePlan,
} from './sop-plans';
import type { SopKindCode } from './sop-plans';
import { listPlans, listTasks, planDetail, planStats } from './sop-queries';
import type { TaskQuery } from './sop-queries';

type Endpoints = ReturnType<typeof sopEndpoints>;

export function registerSopRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  kind: SopKindCode,
  endpoints: Endpoints,
): void {
  const { db } = deps;
  const now = (tenantId: string) => sopNow(db, tenantId, deps.now());
  const advanced = async (tenantId: string) => {
    const at = await now(tenantId);
    await advanceSop(db, tenantId, at);
    return at;
  };

  registerEndpoint(app, endpoints.list, async ({ tenantId, query }) =>
    listPlans(db, tenantId, kind, query, await advanced(tenantId)),
  );
  registerEndpoint(app, endpoints.detail, async ({ tenantId, params }) =>
    planDetail(db, tenantId, kind, params.id, await now(tenantId)),
  );
  registerEndpoint(app, endpoints.create, async ({ tenantId, userId, body }) => {
    const created = await createPlan(
      db,
      tenantId,
      kind,
      userId,
      body as SopPlanBody,
      await now(tenantId),
    );
    await enqueueSopRun(deps, tenantId, `plan:${created.id}`);
    return created;
  });
  // issue #38 item 7: the confirm step's read (who the plan reaches now); writes nothing.
  const platform = createMassSendPlatform(db, deps.dbKind);
  registerEndpoint(app, endpoints.check, async ({ tenantId, body }) =>
    checkPlanSend(db, platform, tenantId, kind, body as SopPlanBody, await now(tenantId)),
  );
  registerEndpoint(app, endpoints.update, async ({ tenantId, params, body }) =>
    updatePlan(db, tenantId, kind, params.id, body as SopPlanBody, await now(tenantId)),
  );
  registerEndpoint(app, endpoints.setState, async ({ tenantId, params, body }) => {
    const result = await setPlanState(
      db,
      tenantId,
      kind,
      params.id,
      body.state,
      await now(tenantId),
    );
    if (body.state === 'running') await enqueueSopRun(deps, tenantId, `resume:${params.id}`);
    return result;
  });
  registerEndpoint(app, endpoints.remove, async ({ tenantId, params }) =>
    deletePlan(db, tenantId, kind, params.id),
  );
  registerEndpoint(app, endpoints.stats, async ({ tenantId, params }) => {
    await findPlan(db, tenantId, kind, params.id);
    return planStats(db, tenantId, kind, params.id, await advanced(tenantId));
  });
  registerEndpoint(app, endpoints.tasks, async ({ tenantId, query }) =>
    listTasks(db, tenantId, kind, query as TaskQuery, await advanced(tenantId)),
  );
  registerEndpoint(app, endpoints.markSent, async ({ tenantId, params }) =>
    markTaskSent(db, tenantId, kind, params.id, await now(tenantId)),
  );
  registerEndpoint(app, endpoints.reply, async ({ tenantId, body }) => ({
    ended: await endOnReply(db, tenantId, kind, body.target_id, await now(tenantId)),
  }));
}
