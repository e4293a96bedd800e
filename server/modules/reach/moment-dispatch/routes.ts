// /moment-dispatch 朋友圈群发: handlers registered against the declarations of
// contract/reach/moment-dispatch.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import { momentDispatchList } from '../../../../contract/reach/moment-dispatch';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listMomentDispatch } from './moment-dispatch-store';

export function registerMomentDispatchRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, momentDispatchList, ({ tenantId, query }) =>
    listMomentDispatch(deps.db, tenantId, query),
  );
}
