// issue #21 /customer-data endpoint.
import type { FastifyInstance } from 'fastify';
import { customerData, customerStageFunnel } from '../../../../contract/statistics/customer-data';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { stageFunnel } from '../figures/figure-definitions';
import { readCustomerData } from './customer-data-queries';

export function registerCustomerDataRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, customerData, ({ tenantId, query, scope }) =>
    readCustomerData(deps.db, tenantId, query, deps.now(), scope),
  );
  registerEndpoint(app, customerStageFunnel, async ({ tenantId, scope }) => {
    const result = await deps.db.execute(stageFunnel(tenantId, scope));
    const rows = (
      result as unknown as {
        rows: { id: number; name: string; reached: number; current: number }[];
      }
    ).rows;
    return rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      reached: row.reached,
      current: row.current,
    }));
  });
}
