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
import { performanceAttributions } from '../../../db/schema/company-performance';
import { memberShops, shopOrders } from '../../../db/schema/member';
import type { DataScope } from '../../../http/auth/data-scope';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { attributionJoin, orderConditions, shopJoin } from './order-filters';
import { attributePending } from '../performance-rule/attribution-sweep';
import { shopsOf } from '../performance-rule/rule-state';
import { ORDER_NOT_FOUND, adjustAttribution, attributionChanges } from './order-adjust';
import { listPerformanceOrders } from './order-queries';

export function registerPerformanceOrderRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  registerEndpoint(app, performanceOrderList, async ({ tenantId, query, scope }) => {
    await attributePending(db, tenantId, now());
    return listPerformanceOrders(db, tenantId, query, scope);
  });
  // issue #41: an order outside the user's data scope is answered as not found.
  const assertInScope = async (tenantId: string, id: number, scope: DataScope) => {
    if (scope.all) return;
    const [row] = await db
      .select({ id: shopOrders.id })
      .from(shopOrders)
      .leftJoin(memberShops, shopJoin)
      .leftJoin(performanceAttributions, attributionJoin)
      .where(and(orderConditions(tenantId, {}, scope), eq(shopOrders.id, id)));
    if (!row) throw new BusinessError(ORDER_NOT_FOUND.code, ORDER_NOT_FOUND.msg);
  };
  registerEndpoint(app, performanceOrderChanges, async ({ tenantId, params, scope }) => {
    await assertInScope(tenantId, params.id, scope);
    return attributionChanges(db, tenantId, params.id);
  });
  registerEndpoint(
    app,
    performanceOrderAdjust,
    async ({ tenantId, userId, params, body, scope }) => {
      await assertInScope(tenantId, params.id, scope);
      await attributePending(db, tenantId, now());
      await adjustAttribution(
        db,
        tenantId,
        { orderId: params.id, employeeId: body.employee_id, reason: body.reason, userId },
        now(),
      );
      return null;
    },
  );
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
