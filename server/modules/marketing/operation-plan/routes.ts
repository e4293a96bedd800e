// /operation-plan 运营计划: handlers registered against the declarations of
// contract/marketing/operation-plan.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import { operationPlanList } from '../../../../contract/marketing/operation-plan';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listOperationPlan } from './operation-plan-store';

export function registerOperationPlanRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, operationPlanList, ({ tenantId, query }) =>
    listOperationPlan(deps.db, tenantId, query),
  );
}
