// spec §7 points-change-page and points-convert-list (issue #8): the points history by member
// or by tenant, filtered by type (order earn, reversal, manual, expiry), and the orders that
// became points with their reversals. Both newest first, paged (spec §9).
import { and, count, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CHANGE_TYPES } from '../../../../contract/marketing/order-points';
import type {
  ChangeType,
  OrderStatus,
  PointsChangeRow,
  PointsConvertRow,
} from '../../../../contract/marketing/order-points';
import type {
  PointsChangePageQuery,
  PointsConvertQuery,
} from '../../../../contract/marketing/order-points/member-queries';
import type { Database } from '../../../db/database';
import type { DataScope } from '../../../http/auth/data-scope';
import { memberScopeFilter } from './member-scope';
import { memberPointsChanges, members, shopOrders } from '../../../db/schema/member';
import { chinaWallIso } from '../../../../contract/china-time';
import { containsPattern, offsetOf } from '../../../db/list-query';

/**
 * The order a points change was made by. Only order earns and reversals name an order in
 * order_id: a campaign reward (issue #20) keeps its play / check-in id there.
 */
function orderOfChange(tenantId: string) {
  return and(
    eq(shopOrders.tenantId, tenantId),
    eq(shopOrders.id, memberPointsChanges.orderId),
    inArray(memberPointsChanges.changeType, [CHANGE_TYPES.orderEarn, CHANGE_TYPES.orderReversal]),
  );
}

/** spec §5 date-times are local wall-clock text; the server reads them as China time. */
export const fromLocalTime = (text: string) => new Date(chinaWallIso(text));

function timeConditions(
  column: typeof memberPointsChanges.createdAt,
  query: {
    start_time?: string;
    end_time?: string;
  },
): SQL[] {
  const conditions: SQL[] = [];
  if (query.start_time) conditions.push(gte(column, fromLocalTime(query.start_time)));
  if (query.end_time) conditions.push(lte(column, fromLocalTime(query.end_time)));
  return conditions;
}

function memberKeyword(keyword: string | undefined): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  return or(
    ilike(members.name, containsPattern(text)),
    eq(members.externalUserId, text),
    ilike(members.phone, containsPattern(text)),
  );
}

export async function pointsChangePage(
  db: Database,
  tenantId: string,
  query: PointsChangePageQuery,
  memberId: number | undefined,
  scope: DataScope,
): Promise<{ list: PointsChangeRow[]; total: number }> {
  const where = and(
    eq(memberPointsChanges.tenantId, tenantId),
    memberScopeFilter(scope, tenantId, memberPointsChanges.memberId),
    memberId === undefined ? undefined : eq(memberPointsChanges.memberId, memberId),
    query.change_type === undefined
      ? undefined
      : eq(memberPointsChanges.changeType, query.change_type),
    memberKeyword(query.keyword),
    ...timeConditions(memberPointsChanges.createdAt, query),
  );
  const base = db
    .select({
      change: memberPointsChanges,
      memberName: members.name,
      externalUserId: members.externalUserId,
      orderNo: shopOrders.orderNo,
      platformType: shopOrders.platformType,
    })
    .from(memberPointsChanges)
    .innerJoin(
      members,
      and(eq(members.tenantId, tenantId), eq(members.id, memberPointsChanges.memberId)),
    )
    .leftJoin(shopOrders, orderOfChange(tenantId));
  const [rows, [totalRow]] = await Promise.all([
    base
      .where(where)
      .orderBy(desc(memberPointsChanges.createdAt), desc(memberPointsChanges.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(memberPointsChanges)
      .innerJoin(
        members,
        and(eq(members.tenantId, tenantId), eq(members.id, memberPointsChanges.memberId)),
      )
      .where(where),
  ]);
  return {
    total: totalRow?.total ?? 0,
    list: rows.map(({ change, ...row }) => ({
      id: change.id,
      member_id: change.memberId,
      member_name: row.memberName,
      external_user_id: row.externalUserId ?? '',
      change_type: change.changeType as ChangeType,
      points:
        change.points.startsWith('-') || change.points === '0.00'
          ? change.points
          : `+${change.points}`,
      balance_after: change.balanceAfter,
      reason: change.reason,
      order_no: row.orderNo,
      platform_type: row.platformType,
      operator_name: change.operatorName,
      created_at: change.createdAt.toISOString(),
      expires_at: change.expiresAt ? change.expiresAt.toISOString() : null,
    })),
  };
}

export async function pointsConvertList(
  db: Database,
  tenantId: string,
  query: PointsConvertQuery,
  scope: DataScope,
): Promise<{ list: PointsConvertRow[]; total: number }> {
  const reversal = alias(memberPointsChanges, 'reversal');
  const orderNo = query.order_no?.trim();
  const where = and(
    eq(memberPointsChanges.tenantId, tenantId),
    memberScopeFilter(scope, tenantId, memberPointsChanges.memberId),
    eq(memberPointsChanges.changeType, CHANGE_TYPES.orderEarn),
    orderNo ? eq(shopOrders.orderNo, orderNo) : undefined,
    query.platform_type === undefined
      ? undefined
      : eq(shopOrders.platformType, query.platform_type),
    query.order_status === undefined ? undefined : eq(shopOrders.status, query.order_status),
    memberKeyword(query.keyword),
    ...timeConditions(memberPointsChanges.createdAt, query),
  );
  const rowsQuery = db
    .select({
      id: memberPointsChanges.id,
      orderNo: shopOrders.orderNo,
      platformType: shopOrders.platformType,
      amount: shopOrders.amount,
      orderStatus: shopOrders.status,
      points: memberPointsChanges.points,
      reversed: sql<string>`coalesce(-${reversal.points}, 0)::numeric(14,2)::text`,
      memberId: members.id,
      memberName: members.name,
      externalUserId: members.externalUserId,
      convertedAt: memberPointsChanges.createdAt,
    })
    .from(memberPointsChanges)
    .innerJoin(shopOrders, orderOfChange(tenantId))
    .innerJoin(
      members,
      and(eq(members.tenantId, tenantId), eq(members.id, memberPointsChanges.memberId)),
    )
    .leftJoin(
      reversal,
      and(
        eq(reversal.tenantId, tenantId),
        eq(reversal.orderId, memberPointsChanges.orderId),
        eq(reversal.changeType, CHANGE_TYPES.orderReversal),
      ),
    );
  const [rows, [totalRow]] = await Promise.all([
    rowsQuery
      .where(where)
      .orderBy(desc(memberPointsChanges.createdAt), desc(memberPointsChanges.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(memberPointsChanges)
      .innerJoin(shopOrders, orderOfChange(tenantId))
      .innerJoin(
        members,
        and(eq(members.tenantId, tenantId), eq(members.id, memberPointsChanges.memberId)),
      )
      .where(where),
  ]);
  return {
    total: totalRow?.total ?? 0,
    list: rows.map((row) => ({
      id: row.id,
      order_no: row.orderNo,
      platform_type: row.platformType,
      amount: row.amount,
      order_status: row.orderStatus as OrderStatus,
      points: row.points,
      reversed_points: row.reversed,
      member_id: row.memberId,
      member_name: row.memberName,
      external_user_id: row.externalUserId ?? '',
      converted_at: row.convertedAt.toISOString(),
    })),
  };
}
