// /new-customer-join-group 新客拉群: handlers registered against the declarations of
// contract/acquiring/new-customer-join-group.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import { newCustomerJoinGroupList } from '../../../../contract/acquiring/new-customer-join-group';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listNewCustomerJoinGroup } from './new-customer-join-group-store';

export function registerNewCustomerJoinGroupRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, newCustomerJoinGroupList, ({ tenantId, query }) =>
    listNewCustomerJoinGroup(deps.db, tenantId, query),
  );
}
