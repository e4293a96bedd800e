// issue #8 "Concurrency": every points change is one short transaction that moves the balance
// with a conditional UPDATE (balance + delta >= 0 ... RETURNING) and writes the history row
// with the balance after it. PostgreSQL serialises concurrent updates of one member on its
// row lock and re-checks the condition, so 50 simultaneous changes leave the exact sum and
// the balance never goes below zero (the CHECK on members backs this up).
import { and, eq, sql } from 'drizzle-orm';
import { CHANGE_TYPES } from '../../../../contract/marketing/order-points';
import { centsToText, toCents } from '../../../../contract/marketing/order-points/member-decimal';
import type { Database } from '../../../db/database';
import { memberPointsChanges, members } from '../../../db/schema/member';

export interface ChangeEntry {
  readonly reason: string;
  readonly operatorUserId: number | null;
  readonly operatorName: string;
  readonly at: Date;
}

export type ManualChangeResult =
  | { readonly ok: true; readonly changeId: number; readonly balance: string }
  | {
      readonly ok: false;
      readonly reason: 'not_found' | 'insufficient';
      readonly balance?: string;
    };

const memberWhere = (tenantId: string, memberId: number) =>
  and(eq(members.tenantId, tenantId), eq(members.id, memberId));

/** Moves the balance by `cents` unless that would take it below zero; answers the new one. */
async function moveBalance(
  tx: Database,
  tenantId: string,
  memberId: number,
  cents: number,
): Promise<string | undefined> {
  const delta = centsToText(cents);
  const [row] = await tx
    .update(members)
    .set({ pointsBalance: sql`${members.pointsBalance} + ${delta}::numeric` })
    .where(
      and(memberWhere(tenantId, memberId), sql`${members.pointsBalance} + ${delta}::numeric >= 0`),
    )
    .returning({ balance: members.pointsBalance });
  return row?.balance;
}

/** issue #8: a manual add (cents > 0) or deduct (cents < 0), never below zero. */
export async function changePointsManually(
  db: Database,
  tenantId: string,
  memberId: number,
  cents: number,
  entry: ChangeEntry,
): Promise<ManualChangeResult> {
  return db.transaction(async (tx) => {
    const balance = await moveBalance(tx, tenantId, memberId, cents);
    if (balance === undefined) {
      const [member] = await tx
        .select({ balance: members.pointsBalance })
        .from(members)
        .where(memberWhere(tenantId, memberId));
      return member
        ? { ok: false as const, reason: 'insufficient' as const, balance: member.balance }
        : { ok: false as const, reason: 'not_found' as const };
    }
    const [change] = await tx
      .insert(memberPointsChanges)
      .values({
        tenantId,
        memberId,
        changeType: CHANGE_TYPES.manual,
        points: centsToText(cents),
        balanceAfter: balance,
        reason: entry.reason,
        operatorUserId: entry.operatorUserId,
        operatorName: entry.operatorName,
        createdAt: entry.at,
      })
      .returning({ id: memberPointsChanges.id });
    if (!change) throw new Error('points change not recorded');
    return { ok: true as const, changeId: change.id, balance };
  });
}

/**
 * issue #8 "grant once": the order's earn row is inserted first under the unique key
 * (tenant_id, order_id, change_type); a replayed event finds it there and changes nothing.
 * Answers the points granted in cents (0 when already granted).
 */
export async function grantOrderPoints(
  db: Database,
  tenantId: string,
  grant: {
    memberId: number;
    orderId: number;
    cents: number;
    reason: string;
    at: Date;
    expiresAt: Date | null;
    /** issue #20: a campaign reward keyed by its play / check-in id in order_id. */
    changeType?: typeof CHANGE_TYPES.lotteryPrize | typeof CHANGE_TYPES.checkInReward;
  },
): Promise<number> {
  if (grant.cents <= 0) return 0;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(memberPointsChanges)
      .values({
        tenantId,
        memberId: grant.memberId,
        changeType: grant.changeType ?? CHANGE_TYPES.orderEarn,
        points: centsToText(grant.cents),
        balanceAfter: '0',
        orderId: grant.orderId,
        reason: grant.reason,
        operatorName: '系统',
        createdAt: grant.at,
        expiresAt: grant.expiresAt,
      })
      .onConflictDoNothing()
      .returning({ id: memberPointsChanges.id });
    if (!inserted) return 0;
    const balance = await moveBalance(tx, tenantId, grant.memberId, grant.cents);
    if (balance === undefined) throw new Error(`member ${grant.memberId} missing`);
    await tx
      .update(memberPointsChanges)
      .set({ balanceAfter: balance })
      .where(
        and(eq(memberPointsChanges.tenantId, tenantId), eq(memberPointsChanges.id, inserted.id)),
      );
    return grant.cents;
  });
}

/**
 * Takes back what an earn row gave (a cancelled/refunded order, or expiry), at most down to
 * zero: the member may have spent part of it. Once per key, like the grant. Answers the
 * cents taken (as a negative number; 0 when nothing happened).
 */
export async function takeBackPoints(
  db: Database,
  tenantId: string,
  take: {
    memberId: number;
    earnedCents: number;
    changeType: typeof CHANGE_TYPES.orderReversal | typeof CHANGE_TYPES.expiry;
    orderId: number | null;
    sourceId: number | null;
    reason: string;
    at: Date;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(memberPointsChanges)
      .values({
        tenantId,
        memberId: take.memberId,
        changeType: take.changeType,
        points: '0',
        balanceAfter: '0',
        orderId: take.orderId,
        sourceId: take.sourceId,
        reason: take.reason,
        operatorName: '系统',
        createdAt: take.at,
      })
      .onConflictDoNothing()
      .returning({ id: memberPointsChanges.id });
    if (!inserted) return 0;
    // Row lock: a concurrent change waits until the deduction is written.
    const [member] = await tx
      .select({ balance: members.pointsBalance })
      .from(members)
      .where(memberWhere(tenantId, take.memberId))
      .for('update');
    if (!member) throw new Error(`member ${take.memberId} missing`);
    const taken = Math.min(take.earnedCents, toCents(member.balance));
    const balance =
      taken > 0 ? await moveBalance(tx, tenantId, take.memberId, -taken) : member.balance;
    await tx
      .update(memberPointsChanges)
      .set({ points: centsToText(-taken), balanceAfter: balance ?? member.balance })
      .where(
        and(eq(memberPointsChanges.tenantId, tenantId), eq(memberPointsChanges.id, inserted.id)),
      );
    return -taken;
  });
}
