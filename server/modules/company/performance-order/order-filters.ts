// issue #22 /performance-order: the list's filters as one SQL condition (list, totals and the
// export share it, so the export holds exactly the rows the list shows).
import { and, eq, gte, ilike, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PerformanceOrderQuery } from '../../../../contract/company/performance-order';
import { performanceAttributions } from '../../../db/schema/company-performance';
import { memberShops, shopOrders } from '../../../db/schema/member';
import { addChinaDays, chinaDayStart } from '../../../../contract/china-time';
import { ALL_DATA, scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { containsPattern } from '../../../db/list-query';

export function orderConditions(
  tenantId: string,
  query: Omit<PerformanceOrderQuery, 'page' | 'page_size'>,
  /** issue #41: an order is in the scope of the employee it is attributed to. */
  scope: DataScope = ALL_DATA,
): SQL {
  const parts: (SQL | undefined)[] = [
    eq(shopOrders.tenantId, tenantId),
    scopeFilter(scope, performanceAttributions.employeeId),
  ];
  if (query.order_no) parts.push(ilike(shopOrders.orderNo, containsPattern(query.order_no)));
  if (query.platform_type) parts.push(eq(shopOrders.platformType, query.platform_type));
  if (query.shop_id) parts.push(eq(memberShops.id, query.shop_id));
  if (query.status) parts.push(eq(shopOrders.status, query.status));
  if (query.employee_id) parts.push(eq(performanceAttributions.employeeId, query.employee_id));
  if (query.attributed === 'yes') parts.push(isNotNull(performanceAttributions.employeeId));
  if (query.attributed === 'no') {
    parts.push(
      or(isNull(performanceAttributions.employeeId), isNull(performanceAttributions.orderId)),
    );
  }
  if (query.paid_from) parts.push(gte(shopOrders.orderedAt, chinaDayStart(query.paid_from)));
  if (query.paid_to)
    parts.push(lt(shopOrders.orderedAt, chinaDayStart(addChinaDays(query.paid_to, 1))));
  return and(...parts) ?? sql`true`;
}

/** The joins every read of the list uses (shop by platform + code, recorded attribution). */
export const shopJoin = and(
  eq(memberShops.tenantId, shopOrders.tenantId),
  eq(memberShops.platformType, shopOrders.platformType),
  eq(memberShops.shopCode, shopOrders.shopCode),
);
export const attributionJoin = and(
  eq(performanceAttributions.tenantId, shopOrders.tenantId),
  eq(performanceAttributions.orderId, shopOrders.id),
);
