// issue #8 "customers who buy become members": a buyer is matched to a member by a bound
// identity (spec §3 identifier types), else to a customer by the shop's union id (the
// open-platform binding of docs/domain.md §7 /order-auto-bind), else becomes a new, unbound
// member. Binding a customer picks the responsible employee by the platform's rule (spec §3:
// 10 first friend added, 20 first to bind e-commerce, then the fallback).
import { and, asc, eq } from 'drizzle-orm';
import {
  ASSIGN_RULES,
  BIND_STATUS,
  IDENTIFIER_TYPES,
} from '../../../../contract/marketing/order-points';
import type { AssignRule } from '../../../../contract/marketing/order-points';
import type { Database } from '../../../db/database';
import { customerRelations, customers } from '../../../db/schema/customers';
import { memberIdentities, members } from '../../../db/schema/member';
import type { SandboxBuyer } from '../../../platform/sandbox/shop-store';

export interface Responsible {
  readonly employeeId: number | null;
  readonly rule: AssignRule | null;
}

/** spec §3: the primary rule, else the fallback; null when neither names anyone. */
export async function chooseResponsible(
  db: Database,
  tenantId: string,
  member: { customerId: number | null; boundByEmployeeId: number | null },
  rules: { assignRule: number; assignFallback: number },
): Promise<Responsible> {
  for (const rule of [rules.assignRule, rules.assignFallback]) {
    if (rule === ASSIGN_RULES.firstBinder && member.boundByEmployeeId !== null) {
      return { employeeId: member.boundByEmployeeId, rule };
    }
    if (rule === ASSIGN_RULES.firstFriend && member.customerId !== null) {
      const [first] = await db
        .select({ employeeId: customerRelations.employeeId })
        .from(customerRelations)
        .where(
          and(
            eq(customerRelations.tenantId, tenantId),
            eq(customerRelations.customerId, member.customerId),
          ),
        )
        .orderBy(asc(customerRelations.addedAt))
        .limit(1);
      if (first) return { employeeId: first.employeeId, rule };
    }
  }
  return { employeeId: null, rule: null };
}

async function memberByIdentity(
  db: Database,
  tenantId: string,
  platformType: number,
  identifierType: number,
  identifier: string,
) {
  const [row] = await db
    .select({ id: memberIdentities.memberId })
    .from(memberIdentities)
    .where(
      and(
        eq(memberIdentities.tenantId, tenantId),
        eq(memberIdentities.platformType, platformType),
        eq(memberIdentities.identifierType, identifierType),
        eq(memberIdentities.identifier, identifier),
      ),
    );
  return row?.id;
}

export async function addIdentity(
  db: Database,
  tenantId: string,
  memberId: number,
  identity: { platformType: number; identifierType: number; identifier: string; at: Date },
): Promise<void> {
  await db
    .insert(memberIdentities)
    .values({
      tenantId,
      memberId,
      platformType: identity.platformType,
      identifierType: identity.identifierType,
      identifier: identity.identifier,
      boundAt: identity.at,
    })
    .onConflictDoNothing();
}

/** The member of a customer, made (bound) on its first order. */
async function memberOfCustomer(
  db: Database,
  tenantId: string,
  externalUserId: string,
  platformType: number,
  rules: { assignRule: number; assignFallback: number },
  at: Date,
): Promise<number | undefined> {
  const [existing] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.externalUserId, externalUserId)));
  if (existing) return existing.id;
  const [customer] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.externalUserId, externalUserId)));
  if (!customer) return undefined;
  const responsible = await chooseResponsible(
    db,
    tenantId,
    { customerId: customer.id, boundByEmployeeId: null },
    rules,
  );
  await db
    .insert(members)
    .values({
      tenantId,
      customerId: customer.id,
      externalUserId,
      name: customer.name,
      bindStatus: BIND_STATUS.bound,
      platformType,
      responsibleEmployeeId: responsible.employeeId,
      responsibleRule: responsible.rule,
      createdAt: at,
      boundAt: at,
    })
    .onConflictDoNothing();
  const [made] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.externalUserId, externalUserId)));
  return made?.id;
}

/** The member an order's buyer is, made when new; undefined for an unknown union id alone. */
export async function resolveBuyer(
  db: Database,
  tenantId: string,
  platformType: number,
  buyer: SandboxBuyer,
  rules: { assignRule: number; assignFallback: number },
  at: Date,
): Promise<number | undefined> {
  const phone = buyer.phone;
  if (phone) {
    const known = await memberByIdentity(db, tenantId, platformType, IDENTIFIER_TYPES.phone, phone);
    if (known !== undefined) return known;
  }
  let memberId: number | undefined;
  if (buyer.externalUserId) {
    memberId = await memberOfCustomer(db, tenantId, buyer.externalUserId, platformType, rules, at);
  }
  if (memberId === undefined && phone) {
    const [samePhone] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.tenantId, tenantId), eq(members.phone, phone)))
      .limit(1);
    memberId = samePhone?.id;
    if (memberId === undefined) {
      const [made] = await db
        .insert(members)
        .values({
          tenantId,
          name: buyer.nickname,
          phone,
          bindStatus: BIND_STATUS.unbound,
          platformType,
          createdAt: at,
        })
        .returning({ id: members.id });
      memberId = made?.id;
    }
  }
  if (memberId !== undefined && phone) {
    await addIdentity(db, tenantId, memberId, {
      platformType,
      identifierType: IDENTIFIER_TYPES.phone,
      identifier: phone,
      at,
    });
  }
  return memberId;
}
