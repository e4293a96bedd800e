// /fission-add-fans 裂变加粉: handlers registered against the declarations of
// contract/acquiring/fission-add-fans.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import { fissionAddFansList } from '../../../../contract/acquiring/fission-add-fans';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listFissionAddFans } from './fission-add-fans-store';

export function registerFissionAddFansRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, fissionAddFansList, ({ tenantId, query }) =>
    listFissionAddFans(deps.db, tenantId, query),
  );
}
