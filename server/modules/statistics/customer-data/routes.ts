// issue #21 /customer-data endpoint.
import type { FastifyInstance } from 'fastify';
import { customerData } from '../../../../contract/statistics/customer-data';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { readCustomerData } from './customer-data-queries';

export function registerCustomerDataRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, customerData, ({ tenantId, query, scope }) =>
    readCustomerData(deps.db, tenantId, query, deps.now(), scope),
  );
}
