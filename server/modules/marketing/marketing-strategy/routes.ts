// /marketing-strategy 营销策略: handlers registered against the declarations of
// contract/marketing/marketing-strategy.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import { marketingStrategyList } from '../../../../contract/marketing/marketing-strategy';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listMarketingStrategy } from './marketing-strategy-store';

export function registerMarketingStrategyRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, marketingStrategyList, ({ tenantId, query }) =>
    listMarketingStrategy(deps.db, tenantId, query),
  );
}
