// issue #21 /community-data endpoint.
import type { FastifyInstance } from 'fastify';
import { communityData } from '../../../../contract/statistics/community-data';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { readCommunityData } from './community-data-queries';

export function registerCommunityDataRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, communityData, ({ tenantId, query, scope }) =>
    readCommunityData(deps.db, tenantId, query, deps.now(), scope),
  );
}
