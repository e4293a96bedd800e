// /marketing 营销活动: handlers registered against the declarations of
// contract/marketing/marketing.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import { marketingList } from '../../../../contract/marketing/marketing';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listMarketing } from './marketing-store';

export function registerMarketingRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, marketingList, ({ tenantId, query }) =>
    listMarketing(deps.db, tenantId, query),
  );
}
