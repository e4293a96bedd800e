// issue #20 /marketing-strategy 营销策略: the hub's one read.
import type { FastifyInstance } from 'fastify';
import { marketingOverview as overviewEndpoint } from '../../../../contract/marketing/marketing-strategy';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { marketingOverview } from './marketing-overview';

export function registerMarketingStrategyRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, overviewEndpoint, ({ tenantId }) =>
    marketingOverview(deps.db, tenantId, deps.now()),
  );
}
