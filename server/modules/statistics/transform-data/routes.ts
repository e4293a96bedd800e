// issue #21 /transform-data endpoint: deals by day and by employee (shared deal report).
import type { FastifyInstance } from 'fastify';
import { transformData } from '../../../../contract/statistics/transform-data';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { readDeals } from '../shared/deal-report';

export function registerTransformDataRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, transformData, ({ tenantId, query, scope }) =>
    readDeals(deps.db, tenantId, 'employee', query, deps.now(), scope),
  );
}
