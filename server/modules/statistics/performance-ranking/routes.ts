// issue #21 /performance-ranking endpoint.
import type { FastifyInstance } from 'fastify';
import { performanceRanking } from '../../../../contract/statistics/performance-ranking';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { readRanking } from './ranking-queries';

export function registerRankingRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, performanceRanking, ({ tenantId, query, scope }) =>
    readRanking(deps.db, tenantId, query, deps.now(), scope),
  );
}
