// issue #41 follow-up records and customer stages (docs/handover.md), registered against
// contract/customer/follow-up.ts; the reminder job is defined here too.
import type { FastifyInstance } from 'fastify';
import * as endpoints from '../../../../contract/customer/follow-up';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { defineFollowUpJobs, scheduleFollowUpReminder } from './follow-up-jobs';
import { addFollowUp, listFollowUps } from './follow-up-store';
import { listStages, saveStages, setCustomerStage } from './stages';

export function registerFollowUpRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  defineFollowUpJobs(deps);

  registerEndpoint(app, endpoints.followUpList, ({ tenantId, params, query }) =>
    listFollowUps(db, tenantId, params.id, query.page, query.page_size),
  );
  registerEndpoint(app, endpoints.createFollowUp, async ({ tenantId, params, body }) => {
    const added = await addFollowUp(db, tenantId, params.id, body, 'console', now());
    await scheduleFollowUpReminder(deps.jobs, tenantId, added.id, added.nextFollowAt);
    return { id: added.id };
  });
  registerEndpoint(app, endpoints.setCustomerStage, ({ tenantId, params, body }) =>
    setCustomerStage(db, tenantId, params.id, body.stage_id, now()),
  );
  registerEndpoint(app, endpoints.stageList, ({ tenantId }) => listStages(db, tenantId));
  registerEndpoint(app, endpoints.saveStages, ({ tenantId, body }) =>
    saveStages(db, tenantId, body),
  );
}
