// issue #8 "Order to points": a shop's order event updates our mirror of the order, matches
// the buyer to a member, and grants the platform rule's points once the order reaches the
// earning status; a cancel/refund (status 4) after a grant reverses it. Replaying an event
// changes nothing (the history's unique key per order and kind), and an order never moves
// back: 1 → 2 → 3 only forwards, 4 is final (spec §3 order status).
import { and, eq, sql } from 'drizzle-orm';
import {
  BIND_STATUS,
  CHANGE_TYPES,
  ORDER_STATUS,
  RULE_STATUS,
  VALIDITY_TYPES,
} from '../../../../contract/marketing/order-points';
import { toCents } from '../../../../contract/marketing/order-points/member-decimal';
import {
  pointsForAmount,
  reachesEarnStatus,
} from '../../../../contract/marketing/order-points/member-rules';
import type { Database } from '../../../db/database';
import { memberPointsChanges, members, shopOrders } from '../../../db/schema/member';
import type { ShopOrderEvent } from '../../../platform/sandbox/shop-platform';
import { resolveBuyer } from './member-binding';
import { grantOrderPoints, takeBackPoints } from './points-ledger';
import { loadRule } from './rule-queries';

const DAY_MS = 86_400_000;

export interface OrderEventOutcome {
  readonly orderId: number;
  readonly memberId: number | null;
  readonly status: number;
  /** Points granted (+) or reversed (-) by this event, in cents. */
  readonly pointsCents: number;
}

/** Writes the order; answers its id, its effective status and its member. */
async function upsertOrder(
  db: Database,
  tenantId: string,
  event: ShopOrderEvent,
  memberId: number | undefined,
) {
  const [row] = await db
    .insert(shopOrders)
    .values({
      tenantId,
      platformType: event.platformType,
      shopCode: event.shopCode,
      orderNo: event.orderNo,
      memberId: memberId ?? null,
      amount: event.amount,
      status: event.status,
      orderedAt: event.orderedAt,
      updatedAt: event.at,
    })
    .onConflictDoUpdate({
      target: [shopOrders.tenantId, shopOrders.platformType, shopOrders.orderNo],
      set: {
        // 4 is final; otherwise the furthest status wins, so late or replayed events are harmless.
        status: sql`case when ${shopOrders.status} = ${ORDER_STATUS.cancelled}
          or excluded.status = ${ORDER_STATUS.cancelled} then ${ORDER_STATUS.cancelled}
          else greatest(${shopOrders.status}, excluded.status) end`,
        memberId: sql`coalesce(${shopOrders.memberId}, excluded.member_id)`,
        updatedAt: sql`greatest(${shopOrders.updatedAt}, excluded.updated_at)`,
      },
    })
    .returning({ id: shopOrders.id, status: shopOrders.status, memberId: shopOrders.memberId });
  if (!row) throw new Error(`order ${event.orderNo} not written`);
  return row;
}

async function earnOf(db: Database, tenantId: string, orderId: number) {
  const [earn] = await db
    .select({
      id: memberPointsChanges.id,
      points: memberPointsChanges.points,
      memberId: memberPointsChanges.memberId,
    })
    .from(memberPointsChanges)
    .where(
      and(
        eq(memberPointsChanges.tenantId, tenantId),
        eq(memberPointsChanges.orderId, orderId),
        eq(memberPointsChanges.changeType, CHANGE_TYPES.orderEarn),
      ),
    );
  return earn;
}

async function hasExpired(db: Database, tenantId: string, earnId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberPointsChanges.id })
    .from(memberPointsChanges)
    .where(
      and(eq(memberPointsChanges.tenantId, tenantId), eq(memberPointsChanges.sourceId, earnId)),
    );
  return row !== undefined;
}

export async function applyShopOrderEvent(
  db: Database,
  tenantId: string,
  event: ShopOrderEvent,
): Promise<OrderEventOutcome> {
  const rule = await loadRule(db, tenantId, event.platformType);
  const rules = { assignRule: rule.assign_rule, assignFallback: rule.assign_fallback };
  const buyerMemberId = await resolveBuyer(
    db,
    tenantId,
    event.platformType,
    event.buyer,
    rules,
    event.at,
  );
  const order = await upsertOrder(db, tenantId, event, buyerMemberId);
  const outcome = { orderId: order.id, memberId: order.memberId, status: order.status };

  if (order.status === ORDER_STATUS.cancelled) {
    const earn = await earnOf(db, tenantId, order.id);
    // Nothing to take back when nothing was granted, or when the grant already expired.
    if (!earn || (await hasExpired(db, tenantId, earn.id))) return { ...outcome, pointsCents: 0 };
    const taken = await takeBackPoints(db, tenantId, {
      memberId: earn.memberId,
      earnedCents: toCents(earn.points),
      changeType: CHANGE_TYPES.orderReversal,
      orderId: order.id,
      sourceId: null,
      reason: '订单取消/退款，冲正已发积分',
      at: event.at,
    });
    return { ...outcome, pointsCents: taken };
  }

  if (order.memberId === null || rule.status !== RULE_STATUS.enabled) {
    return { ...outcome, pointsCents: 0 };
  }
  if (!reachesEarnStatus(order.status, rule.earn_status)) return { ...outcome, pointsCents: 0 };
  const [member] = await db
    .select({ bindStatus: members.bindStatus })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.id, order.memberId)));
  // issue #8: points go to bound members only.
  if (member?.bindStatus !== BIND_STATUS.bound) return { ...outcome, pointsCents: 0 };
  const points = pointsForAmount(event.amount, rule);
  const granted = await grantOrderPoints(db, tenantId, {
    memberId: order.memberId,
    orderId: order.id,
    cents: toCents(points),
    reason: `实付${event.amount}元，每${rule.amount_per_point}元1积分`,
    at: event.at,
    expiresAt:
      rule.validity_type === VALIDITY_TYPES.days && rule.validity_days
        ? new Date(event.at.getTime() + rule.validity_days * DAY_MS)
        : null,
  });
  return { ...outcome, pointsCents: granted };
}
