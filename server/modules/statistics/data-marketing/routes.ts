// issue #21 /data-marketing endpoint: deals by day and by campaign (shared deal report).
import type { FastifyInstance } from 'fastify';
import { dataMarketing } from '../../../../contract/statistics/data-marketing';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { readDeals } from '../shared/deal-report';

export function registerDataMarketingRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, dataMarketing, ({ tenantId, query, scope }) =>
    readDeals(deps.db, tenantId, 'campaign', query, deps.now(), scope),
  );
}
