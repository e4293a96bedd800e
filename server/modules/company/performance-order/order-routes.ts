// issue #22 /performance-order: the guarded endpoints of contract/company/performance-order.ts.
// A read first records the attribution of orders mirrored since the last one (the sweep).
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  performanceOrderAdjust,
  performanceOrderChanges,
  performanceOrderFilterOptions,
  performanceOrderList,
} from '../../../../contract/company/performance-order';
import { departments, employees } from '../../../db/schema/directory';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { attributePending } from '../performance-rule/attribution-sweep';
import { shopsOf } from '../performance-rule/rule-state';
import { adjustAttribution, attributionChanges } from './order-adjust';
import { listPerformanceOrders } from './order-queries';

export function registerPerformanceOrderRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  registerEndpoint(app, performanceOrderList, async ({ tenantId, query }) => {
    await attributePending(db, tenantId, now());
    return listPerformanceOrders(db, tenantId, query);
  });
  registerEndpoint(app, performanceOrderChanges, ({ tenantId, params }) =>
    attributionChanges(db, tenantId, params.id),
  );
  registerEndpoint(app, performanceOrderAdjust, async ({ tenantId, userId, params, body }) => {
    await attributePending(db, tenantId, now());
    await adjustAttribution(
      db,
      tenantId,
      { orderId: params.id, employeeId: body.employee_id, reason: body.reason, userId },
      now(),
    );
    return null;
  });
  registerEndpoint(app, performanceOrderFilterOptions, async ({ tenantId }) => {
    const [shops, staff] = await Promise.all([
      shopsOf(db, tenantId),
      db
        .select({ id: employees.id, name: employees.name, department: departments.name })
        .from(employees)
        .leftJoin(
          departments,
          and(
            eq(departments.tenantId, employees.tenantId),
            eq(departments.id, employees.departmentId),
          ),
        )
        .where(and(eq(employees.tenantId, tenantId), eq(employees.status, 1)))
        .orderBy(asc(employees.id)),
    ]);
    return {
      shops,
      employees: staff.map((row) => ({ ...row, department: row.department ?? '' })),
    };
  });
}
