// issue #19: the customer area's new slices, behind the guard (registered from app.ts).
import type { FastifyInstance } from 'fastify';
import { strategyOverview as strategyEndpoint } from '../../../contract/customer/customer-strategy';
import type { RouteDeps } from '../../http/app-deps';
import { registerEndpoint } from '../../http/endpoint-routes';
import { registerAutoTagRoutes } from './auto-tag/routes';
import { registerBatchTagRoutes } from './batch-tag/routes';
import { registerCustomInfoRoutes } from './custom-info/routes';
import { registerCustomerJobs } from './customer-jobs';
import { strategyOverview } from './customer-strategy/strategy-overview';
import { registerGroupListRoutes } from './group-list/routes';
import { registerHandoverRoutes } from './handover/routes';
import { registerFollowUpRoutes } from './follow-up/routes';
import { registerLossCustomerRoutes } from './loss-customer/routes';
import { registerRepeatCustomerRoutes } from './repeat-customer/routes';
import { registerSyncTagRoutes } from './sync-tag/routes';

export function registerCustomerArea(app: FastifyInstance, deps: RouteDeps): void {
  registerCustomerJobs(deps);
  registerGroupListRoutes(app, deps);
  registerHandoverRoutes(app, deps);
  registerFollowUpRoutes(app, deps);
  registerLossCustomerRoutes(app, deps);
  registerRepeatCustomerRoutes(app, deps);
  registerBatchTagRoutes(app, deps);
  registerAutoTagRoutes(app, deps);
  registerSyncTagRoutes(app, deps);
  registerCustomInfoRoutes(app, deps);
  registerEndpoint(app, strategyEndpoint, ({ tenantId, query, scope }) =>
    strategyOverview(deps.db, tenantId, query.days, new Date(deps.now()), scope),
  );
}
