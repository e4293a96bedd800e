// issue #8 history type "expiry": points earned under a rule with a validity (N days) expire
// when their time has come. Each earn expires once (unique source_id), taking back at most
// the balance; an earn its order already reversed does not expire again. Run before the
// member calls read balances, for one member or a bounded batch of the tenant.
import { and, eq, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CHANGE_TYPES } from '../../../../contract/marketing/order-points';
import { toCents } from '../../../../contract/marketing/order-points/member-decimal';
import type { Database } from '../../../db/database';
import { memberPointsChanges } from '../../../db/schema/member';
import { takeBackPoints } from './points-ledger';

const BATCH = 200;

export async function expireDuePoints(
  db: Database,
  tenantId: string,
  now: Date,
  memberId?: number,
): Promise<number> {
  const later = alias(memberPointsChanges, 'later');
  const due = await db
    .select({
      id: memberPointsChanges.id,
      memberId: memberPointsChanges.memberId,
      points: memberPointsChanges.points,
      orderId: memberPointsChanges.orderId,
      expiresAt: memberPointsChanges.expiresAt,
    })
    .from(memberPointsChanges)
    .where(
      and(
        eq(memberPointsChanges.tenantId, tenantId),
        isNotNull(memberPointsChanges.expiresAt),
        lte(memberPointsChanges.expiresAt, now),
        eq(memberPointsChanges.changeType, CHANGE_TYPES.orderEarn),
        memberId === undefined ? undefined : eq(memberPointsChanges.memberId, memberId),
        // Not expired yet, and not reversed by a cancel/refund of its order.
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(
              and(
                eq(later.tenantId, tenantId),
                sql`(${later.sourceId} = ${memberPointsChanges.id} or (${later.orderId} = ${memberPointsChanges.orderId} and ${later.changeType} = ${CHANGE_TYPES.orderReversal}))`,
              ),
            ),
        ),
      ),
    )
    .limit(BATCH);
  let expired = 0;
  for (const earn of due) {
    await takeBackPoints(db, tenantId, {
      memberId: earn.memberId,
      earnedCents: toCents(earn.points),
      changeType: CHANGE_TYPES.expiry,
      orderId: null,
      sourceId: earn.id,
      reason: `积分已过有效期（${earn.expiresAt?.toISOString().slice(0, 10) ?? ''}）`,
      at: earn.expiresAt ?? now,
    });
    expired += 1;
  }
  return expired;
}
