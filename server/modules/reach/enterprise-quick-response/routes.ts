// /enterprise-quick-response 企业话术: handlers registered against the declarations of
// contract/reach/enterprise-quick-response.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import { enterpriseQuickResponseList } from '../../../../contract/reach/enterprise-quick-response';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listEnterpriseQuickResponse } from './enterprise-quick-response-store';

export function registerEnterpriseQuickResponseRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, enterpriseQuickResponseList, ({ tenantId, query }) =>
    listEnterpriseQuickResponse(deps.db, tenantId, query),
  );
}
