// issue #22 /order-auto-bind: the binding log (order, customer, identifier, status 0/1/2,
// failure reason, candidates of a conflict) and the statistics (bind rate, by identifier).
import { and, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  BindResultQuery,
  BindResultRow,
  BindStats,
} from '../../../../contract/company/order-auto-bind';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { orderBindResults } from '../../../db/schema/company-order-bind';
import { customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { memberShops, members, shopOrders } from '../../../db/schema/member';
import { maskPhone } from '../performance-order/order-queries';
import { dayStart } from './bind-days';
import { customerNames } from './bind-match';
import { chinaDaySql } from '../../../db/china-time-sql';
import { containsPattern, offsetOf } from '../../../db/list-query';

function resultConditions(tenantId: string, query: Partial<BindResultQuery>): SQL[] {
  const conditions: SQL[] = [eq(orderBindResults.tenantId, tenantId)];
  if (query.shop_id) conditions.push(eq(orderBindResults.shopId, query.shop_id));
  if (query.status !== undefined) conditions.push(eq(orderBindResults.status, query.status));
  if (query.identifier_type) {
    conditions.push(eq(orderBindResults.identifierType, query.identifier_type));
  }
  if (query.bind_mode) conditions.push(eq(orderBindResults.bindMode, query.bind_mode));
  if (query.order_no) conditions.push(ilike(shopOrders.orderNo, containsPattern(query.order_no)));
  if (query.customer) conditions.push(ilike(customers.name, containsPattern(query.customer)));
  if (query.from) conditions.push(gte(shopOrders.orderedAt, dayStart(query.from)));
  if (query.to) conditions.push(lt(shopOrders.orderedAt, dayStart(query.to, 1)));
  return conditions;
}

export async function listResults(
  db: Database,
  tenantId: string,
  query: BindResultQuery,
): Promise<ListData<BindResultRow>> {
  const where = and(...resultConditions(tenantId, query));
  const base = db
    .select({
      result: orderBindResults,
      orderNo: shopOrders.orderNo,
      platformType: shopOrders.platformType,
      amount: shopOrders.amount,
      orderedAt: shopOrders.orderedAt,
      shopName: memberShops.name,
      phone: members.phone,
      customerName: customers.name,
      employeeName: employees.name,
    })
    .from(orderBindResults)
    .innerJoin(
      shopOrders,
      and(
        eq(shopOrders.tenantId, orderBindResults.tenantId),
        eq(shopOrders.id, orderBindResults.orderId),
      ),
    )
    .leftJoin(
      memberShops,
      and(
        eq(memberShops.tenantId, orderBindResults.tenantId),
        eq(memberShops.id, orderBindResults.shopId),
      ),
    )
    .leftJoin(
      members,
      and(
        eq(members.tenantId, orderBindResults.tenantId),
        sql`${members.id} = coalesce(${shopOrders.memberId}, ${orderBindResults.previousMemberId})`,
      ),
    )
    .leftJoin(
      customers,
      and(
        eq(customers.tenantId, orderBindResults.tenantId),
        eq(customers.id, orderBindResults.customerId),
      ),
    )
    .leftJoin(
      employees,
      and(
        eq(employees.tenantId, orderBindResults.tenantId),
        eq(employees.id, orderBindResults.employeeId),
      ),
    )
    .where(where);
  const [rows, [total]] = await Promise.all([
    base
      .orderBy(desc(shopOrders.orderedAt), desc(orderBindResults.orderId))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orderBindResults)
      .innerJoin(
        shopOrders,
        and(
          eq(shopOrders.tenantId, orderBindResults.tenantId),
          eq(shopOrders.id, orderBindResults.orderId),
        ),
      )
      .leftJoin(
        customers,
        and(
          eq(customers.tenantId, orderBindResults.tenantId),
          eq(customers.id, orderBindResults.customerId),
        ),
      )
      .where(where),
  ]);
  const names = await customerNames(
    db,
    tenantId,
    rows.flatMap((row) => row.result.candidateIds),
  );
  return {
    list: rows.map((row) => ({
      order_id: row.result.orderId,
      order_no: row.orderNo,
      shop_name: row.shopName ?? '',
      platform_type: row.platformType,
      buyer_phone: maskPhone(row.phone ?? ''),
      amount: row.amount,
      ordered_at: row.orderedAt.toISOString(),
      status: row.result.status,
      customer:
        row.result.customerId !== null && row.customerName !== null
          ? { id: row.result.customerId, name: row.customerName }
          : null,
      identifier_type: row.result.identifierType,
      // A phone is shown masked like the buyer's; an order number or account as it is.
      matched_value:
        row.result.identifierType === 1
          ? maskPhone(row.result.matchedValue)
          : row.result.matchedValue,
      bind_mode: row.result.bindMode,
      reason: row.result.reason,
      candidates: row.result.candidateIds.map((id) => ({ id, name: names.get(id) ?? `客户${id}` })),
      employee: row.employeeName ?? '',
      operator: row.result.operatorName,
      checked_at: row.result.checkedAt.toISOString(),
      bound_at: row.result.boundAt?.toISOString() ?? null,
    })),
    total: Number(total?.count ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

export async function bindStatistics(
  db: Database,
  tenantId: string,
  query: Partial<BindResultQuery>,
): Promise<BindStats> {
  const where = and(
    ...resultConditions(tenantId, { ...query, order_no: undefined, customer: undefined }),
  );
  const rows = await db
    .select({
      day: chinaDaySql(shopOrders.orderedAt),
      status: orderBindResults.status,
      type: orderBindResults.identifierType,
      mode: orderBindResults.bindMode,
      count: sql<number>`count(*)::int`,
      lastChecked: sql<string | null>`max(${orderBindResults.checkedAt})::text`,
    })
    .from(orderBindResults)
    .innerJoin(
      shopOrders,
      and(
        eq(shopOrders.tenantId, orderBindResults.tenantId),
        eq(shopOrders.id, orderBindResults.orderId),
      ),
    )
    .where(where)
    .groupBy(
      sql`1`,
      orderBindResults.status,
      orderBindResults.identifierType,
      orderBindResults.bindMode,
    );
  const stats = { orders: 0, bound: 0, unbound: 0, failed: 0, manual: 0 };
  const byType = new Map<number, number>();
  const daily = new Map<string, { orders: number; bound: number }>();
  let last: string | null = null;
  for (const row of rows) {
    const count = Number(row.count);
    stats.orders += count;
    const day = daily.get(row.day) ?? { orders: 0, bound: 0 };
    day.orders += count;
    if (row.status === 1) {
      stats.bound += count;
      day.bound += count;
      if (row.type) byType.set(row.type, (byType.get(row.type) ?? 0) + count);
      if (row.mode === 1) stats.manual += count;
    } else if (row.status === 2) stats.failed += count;
    else stats.unbound += count;
    daily.set(row.day, day);
    if (row.lastChecked && (!last || row.lastChecked > last)) last = row.lastChecked;
  }
  return {
    ...stats,
    bind_rate: stats.orders ? ((stats.bound * 100) / stats.orders).toFixed(1) : '0.0',
    by_identifier: [1, 2, 3].map((type) => ({ type, count: byType.get(type) ?? 0 })),
    daily: [...daily.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, value]) => ({ day, ...value })),
    last_checked_at: last ? new Date(last).toISOString() : null,
  };
}
