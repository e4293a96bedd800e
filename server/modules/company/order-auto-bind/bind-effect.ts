// issue #22 /order-auto-bind: what binding an order to a customer does to the member area
// (read by /order-points and the performance attribution, rule 20 "first to bind"): the
// order's unbound buyer becomes the customer's member, or the order moves to the member the
// customer already has. Each update is conditional, and what was done is returned so an
// unbind undoes exactly that.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { BIND_STATUS } from '../../../../contract/marketing/order-points';
import type { Database } from '../../../db/database';
import { orderBindResults } from '../../../db/schema/company-order-bind';
import { customers } from '../../../db/schema/customers';
import { members, shopOrders } from '../../../db/schema/member';

export type MemberChange = 'none' | 'bound_member' | 'moved' | 'created';

export interface BindTarget {
  readonly orderId: number;
  readonly memberId: number | null;
  readonly customerId: number;
  readonly employeeId: number | null;
  readonly platformType: number;
  readonly at: Date;
}

async function memberOfCustomer(db: Database, tenantId: string, customerId: number) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.customerId, customerId)));
  return row?.id;
}

async function moveOrder(db: Database, tenantId: string, orderId: number, memberId: number | null) {
  await db
    .update(shopOrders)
    .set({ memberId })
    .where(and(eq(shopOrders.tenantId, tenantId), eq(shopOrders.id, orderId)));
}

export async function linkOrderToCustomer(
  db: Database,
  tenantId: string,
  target: BindTarget,
): Promise<{ change: MemberChange; previousMemberId: number | null }> {
  const previousMemberId = target.memberId;
  if (target.memberId !== null) {
    const [member] = await db
      .select({ customerId: members.customerId })
      .from(members)
      .where(and(eq(members.tenantId, tenantId), eq(members.id, target.memberId)));
    if (member?.customerId === target.customerId) return { change: 'none', previousMemberId };
  }
  const existing = await memberOfCustomer(db, tenantId, target.customerId);
  if (existing !== undefined) {
    await moveOrder(db, tenantId, target.orderId, existing);
    return { change: 'moved', previousMemberId };
  }
  const [customer] = await db
    .select({ name: customers.name, externalUserId: customers.externalUserId })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, target.customerId)));
  if (!customer) throw new Error(`customer ${target.customerId} not found`);
  if (target.memberId !== null) {
    // A bound member carries its customer's external id, as members bound at intake do.
    const bound = await db
      .update(members)
      .set({
        customerId: target.customerId,
        externalUserId: customer.externalUserId,
        bindStatus: BIND_STATUS.bound,
        boundAt: target.at,
        boundByEmployeeId: target.employeeId,
      })
      .where(
        and(
          eq(members.tenantId, tenantId),
          eq(members.id, target.memberId),
          isNull(members.customerId),
        ),
      )
      .returning({ id: members.id });
    if (bound.length > 0) return { change: 'bound_member', previousMemberId };
  }
  const [made] = await db
    .insert(members)
    .values({
      tenantId,
      customerId: target.customerId,
      externalUserId: customer.externalUserId,
      name: customer.name,
      bindStatus: BIND_STATUS.bound,
      platformType: target.platformType,
      boundByEmployeeId: target.employeeId,
      createdAt: target.at,
      boundAt: target.at,
    })
    .returning({ id: members.id });
  await moveOrder(db, tenantId, target.orderId, made?.id ?? null);
  return { change: 'created', previousMemberId };
}

/** Undoes linkOrderToCustomer for one order, as recorded on its result. */
export async function unlinkOrder(
  db: Database,
  tenantId: string,
  result: { orderId: number; memberChange: string; previousMemberId: number | null },
): Promise<void> {
  if (result.memberChange === 'moved' || result.memberChange === 'created') {
    await moveOrder(db, tenantId, result.orderId, result.previousMemberId);
    return;
  }
  if (result.memberChange !== 'bound_member' || result.previousMemberId === null) {
    // Bound through the buyer's own account (nothing changed): this order leaves the member.
    await moveOrder(db, tenantId, result.orderId, null);
    return;
  }
  // The member was bound by this order: undone unless another bound order relies on it.
  const [others] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderBindResults)
    .innerJoin(
      shopOrders,
      and(
        eq(shopOrders.tenantId, orderBindResults.tenantId),
        eq(shopOrders.id, orderBindResults.orderId),
      ),
    )
    .where(
      and(
        eq(orderBindResults.tenantId, tenantId),
        eq(orderBindResults.status, BIND_STATUS.bound),
        eq(shopOrders.memberId, result.previousMemberId),
        ne(orderBindResults.orderId, result.orderId),
      ),
    );
  if ((others?.count ?? 0) > 0) {
    await moveOrder(db, tenantId, result.orderId, null);
    return;
  }
  await db
    .update(members)
    .set({
      customerId: null,
      externalUserId: null,
      bindStatus: BIND_STATUS.unbound,
      boundAt: null,
      boundByEmployeeId: null,
    })
    .where(and(eq(members.tenantId, tenantId), eq(members.id, result.previousMemberId)));
}
