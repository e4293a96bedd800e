// issue #22 /order-auto-bind, the binding job's work for one tenant: orders of enabled shops
// without a result, or still not bound (spec §3 status 0) and not decided by hand, are
// matched (bind-match.ts). The result row is the order's one record (primary key per order)
// and the bound state is written only over a row that is not bound yet, in one transaction
// with the member link, so a second run, a retry or two runners never bind an order twice.
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { BIND_STATUS } from '../../../../contract/marketing/order-points';
import type { Database } from '../../../db/database';
import { orderBindResults, orderBindRules } from '../../../db/schema/company-order-bind';
import { members, shopOrders } from '../../../db/schema/member';
import { loadShopIds } from '../performance-rule/attribution-facts';
import { linkOrderToCustomer } from './bind-effect';
import { matchOrder } from './bind-match';
import type { MatchOutcome } from './bind-match';

const BATCH = 200;
const DAY_MS = 86_400_000;

export interface SweepCount {
  bound: number;
  failed: number;
  waiting: number;
}

async function enabledRules(db: Database, tenantId: string) {
  const rows = await db
    .select()
    .from(orderBindRules)
    .where(and(eq(orderBindRules.tenantId, tenantId), eq(orderBindRules.enabled, 1)));
  return new Map(rows.map((row) => [row.shopId, row]));
}

function pendingOrders(db: Database, tenantId: string, afterId: number) {
  return db
    .select({
      id: shopOrders.id,
      orderNo: shopOrders.orderNo,
      platformType: shopOrders.platformType,
      shopCode: shopOrders.shopCode,
      orderedAt: shopOrders.orderedAt,
      memberId: shopOrders.memberId,
      memberCustomerId: members.customerId,
      externalUserId: members.externalUserId,
      phone: members.phone,
      windowFrom: orderBindResults.windowFrom,
    })
    .from(shopOrders)
    .leftJoin(
      orderBindResults,
      and(
        eq(orderBindResults.tenantId, shopOrders.tenantId),
        eq(orderBindResults.orderId, shopOrders.id),
      ),
    )
    .leftJoin(
      members,
      and(eq(members.tenantId, shopOrders.tenantId), eq(members.id, shopOrders.memberId)),
    )
    .where(
      and(
        eq(shopOrders.tenantId, tenantId),
        gt(shopOrders.id, afterId),
        or(
          isNull(orderBindResults.orderId),
          and(eq(orderBindResults.status, BIND_STATUS.unbound), eq(orderBindResults.locked, 0)),
        ),
      ),
    )
    .orderBy(asc(shopOrders.id))
    .limit(BATCH);
}

type Pending = Awaited<ReturnType<typeof pendingOrders>>[number];

function unboundRow(order: Pending, shopId: number, outcome: MatchOutcome, expired: boolean) {
  const failed = outcome.kind === 'conflict' || outcome.kind === 'bound_elsewhere' || expired;
  const reason =
    outcome.kind === 'conflict' || outcome.kind === 'bound_elsewhere'
      ? outcome.kind
      : expired
        ? 'expired'
        : 'no_match';
  return {
    status: failed ? BIND_STATUS.failed : BIND_STATUS.unbound,
    shopId,
    reason,
    identifierType: outcome.kind === 'none' ? null : outcome.type,
    matchedValue: outcome.kind === 'none' ? '' : outcome.value,
    candidateIds: outcome.kind === 'none' || outcome.kind === 'bound' ? [] : outcome.ids,
    windowFrom: order.windowFrom ?? order.orderedAt,
  };
}

async function decide(
  db: Database,
  tenantId: string,
  order: Pending,
  rule: { shopId: number; priority: number[]; matchDays: number },
  now: Date,
): Promise<keyof SweepCount> {
  const windowFrom = order.windowFrom ?? order.orderedAt;
  const outcome = await matchOrder(
    db,
    tenantId,
    {
      orderNo: order.orderNo,
      orderedAt: order.orderedAt,
      windowFrom,
      member:
        order.memberId === null
          ? null
          : {
              customerId: order.memberCustomerId,
              externalUserId: order.externalUserId,
              phone: order.phone ?? '',
            },
    },
    rule,
  );
  const key = [orderBindResults.tenantId, orderBindResults.orderId];
  if (outcome.kind !== 'bound') {
    const expired = now.getTime() > windowFrom.getTime() + rule.matchDays * DAY_MS;
    const row = unboundRow(order, rule.shopId, outcome, expired);
    await db
      .insert(orderBindResults)
      .values({ tenantId, orderId: order.id, ...row, checkedAt: now })
      .onConflictDoUpdate({
        target: key,
        set: { ...row, checkedAt: now },
        setWhere: and(
          eq(orderBindResults.status, BIND_STATUS.unbound),
          eq(orderBindResults.locked, 0),
        ),
      });
    return row.status === BIND_STATUS.failed ? 'failed' : 'waiting';
  }
  return db.transaction(async (tx) => {
    const row = {
      shopId: rule.shopId,
      status: BIND_STATUS.bound,
      customerId: outcome.customerId,
      identifierType: outcome.type,
      matchedValue: outcome.value,
      bindMode: 2,
      reason: '',
      candidateIds: [],
      employeeId: outcome.employeeId,
      operatorName: '系统自动绑定',
      windowFrom,
      checkedAt: now,
      boundAt: now,
    };
    // Claim the order first: only the run whose write lands links the member.
    const claimed = await tx
      .insert(orderBindResults)
      .values({ tenantId, orderId: order.id, ...row })
      .onConflictDoUpdate({
        target: key,
        set: row,
        setWhere: and(
          eq(orderBindResults.status, BIND_STATUS.unbound),
          eq(orderBindResults.locked, 0),
        ),
      })
      .returning({ orderId: orderBindResults.orderId });
    if (claimed.length === 0) return 'waiting' as const;
    const link = await linkOrderToCustomer(tx, tenantId, {
      orderId: order.id,
      memberId: order.memberId,
      customerId: outcome.customerId,
      employeeId: outcome.employeeId,
      platformType: order.platformType,
      at: now,
    });
    await tx
      .update(orderBindResults)
      .set({ memberChange: link.change, previousMemberId: link.previousMemberId })
      .where(and(eq(orderBindResults.tenantId, tenantId), eq(orderBindResults.orderId, order.id)));
    return 'bound' as const;
  });
}

/** One pass over the tenant's pending orders; answers what it decided. */
export async function bindPending(db: Database, tenantId: string, now: Date): Promise<SweepCount> {
  const count: SweepCount = { bound: 0, failed: 0, waiting: 0 };
  const rules = await enabledRules(db, tenantId);
  if (rules.size === 0) return count;
  const shopIdOf = await loadShopIds(db, tenantId);
  let afterId = 0;
  for (;;) {
    const orders = await pendingOrders(db, tenantId, afterId);
    for (const order of orders) {
      const shopId = shopIdOf(order);
      const rule = shopId === null ? undefined : rules.get(shopId);
      // Orders placed after "now" (a test clock behind the data) wait for their time.
      if (!rule || order.orderedAt.getTime() > now.getTime()) continue;
      count[await decide(db, tenantId, order, rule, now)] += 1;
    }
    if (orders.length < BATCH) return count;
    afterId = orders[orders.length - 1]!.id;
  }
}

/** Tenants with at least one enabled shop (the scheduled run's list). */
export async function tenantsWithRules(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tenantId: orderBindRules.tenantId })
    .from(orderBindRules)
    .where(eq(orderBindRules.enabled, 1));
  return rows.map((row) => row.tenantId);
}
