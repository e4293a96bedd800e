// issue #21 /community-deal endpoint: deals by day and by group (shared deal report).
import type { FastifyInstance } from 'fastify';
import { communityDeal } from '../../../../contract/statistics/community-deal';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { readDeals } from '../shared/deal-report';

export function registerCommunityDealRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, communityDeal, ({ tenantId, query, scope }) =>
    readDeals(deps.db, tenantId, 'group', query, deps.now(), scope),
  );
}
