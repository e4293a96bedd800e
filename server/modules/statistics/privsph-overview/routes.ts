// issue #21 /privsph-overview endpoint.
import type { FastifyInstance } from 'fastify';
import { privsphOverview } from '../../../../contract/statistics/privsph-overview';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { readOverview } from './overview-queries';

export function registerOverviewRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, privsphOverview, ({ tenantId, query, scope }) =>
    readOverview(deps.db, tenantId, query.days, deps.now(), scope),
  );
}
