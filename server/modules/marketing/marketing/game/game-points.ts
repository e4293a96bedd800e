// issue #20 /marketing: a points prize or check-in reward goes into the member points of
// /order-points through its ledger (grantOrderPoints), keyed by the play / check-in id under
// its own change type — so a retried credit changes nothing. A customer who is not yet a
// member becomes one (bound to the customer) to receive it.
import { and, eq, sql } from 'drizzle-orm';
import { CHANGE_TYPES } from '../../../../../contract/marketing/order-points';
import type { Database } from '../../../../db/database';
import { customers } from '../../../../db/schema/customers';
import { members } from '../../../../db/schema/member';
import { grantOrderPoints } from '../../order-points/points-ledger';

/** 自有商城: a member who joined through a campaign bought nowhere yet. */
const CAMPAIGN_MEMBER_PLATFORM = 6;

async function memberOf(db: Database, tenantId: string, customerId: number, at: Date) {
  const find = async () =>
    (
      await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.tenantId, tenantId), eq(members.customerId, customerId)))
    )[0]?.id;
  const found = await find();
  if (found !== undefined) return found;
  const [customer] = await db
    .select({ name: customers.name, externalUserId: customers.externalUserId })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  if (!customer) throw new Error(`customer ${customerId} missing`);
  await db
    .insert(members)
    .values({
      tenantId,
      customerId,
      // Bound as /order-points binds a buyer: the member carries the customer's platform id.
      externalUserId: customer.externalUserId,
      name: customer.name,
      bindStatus: 1,
      platformType: CAMPAIGN_MEMBER_PLATFORM,
      createdAt: at,
      boundAt: at,
    })
    .onConflictDoNothing();
  const created = await find();
  if (created === undefined) throw new Error(`member of customer ${customerId} missing`);
  return created;
}

export async function creditCampaignPoints(
  db: Database,
  tenantId: string,
  credit: {
    customerId: number;
    key: number;
    points: number;
    kind: 'lottery' | 'check_in';
    reason: string;
    at: Date;
  },
): Promise<number> {
  if (credit.points <= 0) return 0;
  const memberId = await memberOf(db, tenantId, credit.customerId, credit.at);
  const cents = await grantOrderPoints(db, tenantId, {
    memberId,
    orderId: credit.key,
    cents: credit.points * 100,
    reason: credit.reason,
    at: credit.at,
    expiresAt: null,
    changeType: credit.kind === 'lottery' ? CHANGE_TYPES.lotteryPrize : CHANGE_TYPES.checkInReward,
  });
  if (credit.kind === 'lottery')
    await db.execute(sql`update lottery_plays set points_credited = true
      where tenant_id = ${tenantId} and id = ${credit.key}`);
  return cents / 100;
}
