// issue #22 /performance-order: the orders with shop, buyer (phone masked), amount, points,
// status, paid time, attributed employee and department, the reason and the rule version.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  ATTRIBUTION_REASONS,
  type AttributionReason,
  type PerformanceOrderList,
  type PerformanceOrderQuery,
} from '../../../../contract/company/performance-order';
import {
  ATTRIBUTION_MODE_TITLES,
  RESPONSIBLE_RULE_TITLES,
} from '../../../../contract/company/performance-rule';
import type { Database } from '../../../db/database';
import { ALL_DATA } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import {
  performanceAttributions,
  performanceRuleVersions,
} from '../../../db/schema/company-performance';
import { departments, employees } from '../../../db/schema/directory';
import { memberPointsChanges, memberShops, members, shopOrders } from '../../../db/schema/member';
import { attributionJoin, orderConditions, shopJoin } from './order-filters';
import { offsetOf } from '../../../db/list-query';

export const maskPhone = (phone: string) =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone ? '****' : '';

const reasonOf = (value: string | null): AttributionReason =>
  value && value in ATTRIBUTION_REASONS ? (value as AttributionReason) : 'no_member';

export function orderRowsQuery(
  db: Database,
  tenantId: string,
  query: PerformanceOrderQuery,
  after?: SQL,
  scope: DataScope = ALL_DATA,
) {
  return db
    .select({
      id: shopOrders.id,
      orderNo: shopOrders.orderNo,
      platformType: shopOrders.platformType,
      shopId: memberShops.id,
      shopName: memberShops.name,
      shopCode: shopOrders.shopCode,
      buyer: members.name,
      phone: members.phone,
      amount: shopOrders.amount,
      points: sql<string>`coalesce((select ${memberPointsChanges.points} from ${memberPointsChanges}
        where ${memberPointsChanges.tenantId} = ${shopOrders.tenantId}
        and ${memberPointsChanges.orderId} = ${shopOrders.id}
        and ${memberPointsChanges.changeType} = 1 limit 1), 0)::text`,
      status: shopOrders.status,
      paidAt: shopOrders.orderedAt,
      cursorAt: sql<string>`${shopOrders.orderedAt}::text`,
      employeeId: performanceAttributions.employeeId,
      employeeName: employees.name,
      department: departments.name,
      reason: performanceAttributions.reason,
      versionId: performanceAttributions.ruleVersionId,
      mode: performanceRuleVersions.attributionMode,
      assignRule: performanceRuleVersions.assignRule,
      lockDays: performanceRuleVersions.lockDays,
    })
    .from(shopOrders)
    .leftJoin(memberShops, shopJoin)
    .leftJoin(performanceAttributions, attributionJoin)
    .leftJoin(
      members,
      and(eq(members.tenantId, shopOrders.tenantId), eq(members.id, shopOrders.memberId)),
    )
    .leftJoin(
      employees,
      and(
        eq(employees.tenantId, shopOrders.tenantId),
        eq(employees.id, performanceAttributions.employeeId),
      ),
    )
    .leftJoin(
      departments,
      and(
        eq(departments.tenantId, shopOrders.tenantId),
        eq(departments.id, performanceAttributions.departmentId),
      ),
    )
    .leftJoin(
      performanceRuleVersions,
      and(
        eq(performanceRuleVersions.tenantId, shopOrders.tenantId),
        eq(performanceRuleVersions.id, performanceAttributions.ruleVersionId),
      ),
    )
    .where(and(orderConditions(tenantId, query, scope), after))
    .orderBy(desc(shopOrders.orderedAt), desc(shopOrders.id));
}

export type RawRow = Awaited<ReturnType<typeof orderRowsQuery>>[number];

export function ruleSummary(row: Pick<RawRow, 'versionId' | 'mode' | 'assignRule' | 'lockDays'>) {
  if (!row.versionId || row.mode === null || row.assignRule === null) return '系统默认规则';
  const mode = ATTRIBUTION_MODE_TITLES[row.mode as 110 | 120];
  const rule = RESPONSIBLE_RULE_TITLES[row.assignRule as 10 | 20];
  const lock = row.lockDays ? `，锁定${row.lockDays}天` : '';
  return `规则#${row.versionId}：${mode}，${rule}${lock}`;
}

export function toRow(row: RawRow) {
  return {
    id: row.id,
    order_no: row.orderNo,
    shop: { id: row.shopId, name: row.shopName ?? row.shopCode },
    platform_type: row.platformType,
    buyer: row.buyer ?? '',
    buyer_phone: maskPhone(row.phone ?? ''),
    amount: row.amount,
    points: Number(row.points).toFixed(2),
    status: row.status,
    paid_at: row.paidAt.toISOString(),
    employee: row.employeeId === null ? null : { id: row.employeeId, name: row.employeeName ?? '' },
    department: row.department ?? '',
    reason: reasonOf(row.reason),
    rule_version_id: row.versionId ?? 0,
    rule_summary: ruleSummary(row),
  };
}

export async function listPerformanceOrders(
  db: Database,
  tenantId: string,
  query: PerformanceOrderQuery,
  scope: DataScope,
): Promise<PerformanceOrderList> {
  const rows = await orderRowsQuery(db, tenantId, query, undefined, scope)
    .limit(query.page_size)
    .offset(offsetOf(query));
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      orders: sql<number>`count(*) filter (where ${ne(shopOrders.status, 4)})::int`,
      amount: sql<string>`coalesce(sum(${shopOrders.amount}) filter (where ${ne(shopOrders.status, 4)}), 0)::text`,
      attributedOrders: sql<number>`count(*) filter (where ${ne(shopOrders.status, 4)} and ${performanceAttributions.employeeId} is not null)::int`,
      attributedAmount: sql<string>`coalesce(sum(${shopOrders.amount}) filter (where ${ne(shopOrders.status, 4)} and ${performanceAttributions.employeeId} is not null), 0)::text`,
    })
    .from(shopOrders)
    .leftJoin(memberShops, shopJoin)
    .leftJoin(performanceAttributions, attributionJoin)
    .where(orderConditions(tenantId, query, scope));
  return {
    list: rows.map(toRow),
    total: totals?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
    summary: {
      orders: totals?.orders ?? 0,
      amount: Number(totals?.amount ?? 0).toFixed(2),
      attributed_orders: totals?.attributedOrders ?? 0,
      attributed_amount: Number(totals?.attributedAmount ?? 0).toFixed(2),
    },
  };
}
