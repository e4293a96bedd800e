// issue #22 /order-auto-bind: which customer an order belongs to, trying the shop's identifier
// types in its priority order (spec §3: 1 phone, 2 order, 3 account). The first type that
// names anyone decides: one customer = bound, several = conflict; a buyer already bound to
// another customer is never rebound by a machine.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { orderBindSignals } from '../../../db/schema/company-order-bind';
import { customFields, customerFieldValues } from '../../../db/schema/customer-ops';
import { customers } from '../../../db/schema/customers';

const DAY_MS = 86_400_000;

export interface OrderToMatch {
  readonly orderNo: string;
  readonly orderedAt: Date;
  readonly windowFrom: Date;
  readonly member: {
    readonly customerId: number | null;
    readonly externalUserId: string | null;
    readonly phone: string;
  } | null;
}

export type MatchOutcome =
  | {
      readonly kind: 'bound';
      readonly type: number;
      readonly value: string;
      readonly customerId: number;
      readonly employeeId: number | null;
    }
  | {
      readonly kind: 'conflict';
      readonly type: number;
      readonly value: string;
      readonly ids: number[];
    }
  | {
      readonly kind: 'bound_elsewhere';
      readonly type: number;
      readonly value: string;
      readonly ids: number[];
    }
  | { readonly kind: 'none' };

interface Candidate {
  readonly customerId: number;
  readonly employeeId: number | null;
}

async function signalCandidates(
  db: Database,
  tenantId: string,
  type: number,
  value: string,
  order: OrderToMatch,
  matchDays: number,
): Promise<Candidate[]> {
  const earliest = new Date(order.orderedAt.getTime() - matchDays * DAY_MS);
  const latest = new Date(order.windowFrom.getTime() + matchDays * DAY_MS);
  return db
    .select({ customerId: orderBindSignals.customerId, employeeId: orderBindSignals.employeeId })
    .from(orderBindSignals)
    .where(
      and(
        eq(orderBindSignals.tenantId, tenantId),
        eq(orderBindSignals.identifierType, type),
        eq(orderBindSignals.value, value),
        gte(orderBindSignals.seenAt, earliest),
        lte(orderBindSignals.seenAt, latest),
      ),
    )
    .orderBy(orderBindSignals.seenAt);
}

/** Customers whose profile phone (the system field `phone`) is this number. */
async function profileCandidates(db: Database, tenantId: string, phone: string) {
  const rows = await db
    .select({ customerId: customerFieldValues.customerId })
    .from(customerFieldValues)
    .innerJoin(
      customFields,
      and(
        eq(customFields.tenantId, customerFieldValues.tenantId),
        eq(customFields.id, customerFieldValues.fieldId),
      ),
    )
    .where(
      and(
        eq(customerFieldValues.tenantId, tenantId),
        eq(customFields.systemKey, 'phone'),
        sql`${customerFieldValues.value} = to_jsonb(${phone}::text)`,
      ),
    );
  return rows.map((row) => ({ customerId: row.customerId, employeeId: null }));
}

async function accountCandidates(db: Database, tenantId: string, order: OrderToMatch) {
  const member = order.member;
  if (!member) return { value: '', found: [] as Candidate[] };
  const value = member.externalUserId ?? '';
  if (member.customerId !== null) {
    return { value, found: [{ customerId: member.customerId, employeeId: null }] };
  }
  if (!member.externalUserId) return { value, found: [] };
  const rows = await db
    .select({ customerId: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.externalUserId, value)));
  return { value, found: rows.map((row) => ({ customerId: row.customerId, employeeId: null })) };
}

async function candidatesOf(
  db: Database,
  tenantId: string,
  type: number,
  order: OrderToMatch,
  matchDays: number,
): Promise<{ value: string; found: Candidate[] }> {
  if (type === 3) return accountCandidates(db, tenantId, order);
  if (type === 2) {
    const found = await signalCandidates(db, tenantId, 2, order.orderNo, order, matchDays);
    return { value: order.orderNo, found };
  }
  const phone = order.member?.phone ?? '';
  if (!phone) return { value: '', found: [] };
  const [chat, profile] = await Promise.all([
    signalCandidates(db, tenantId, 1, phone, order, matchDays),
    profileCandidates(db, tenantId, phone),
  ]);
  return { value: phone, found: [...chat, ...profile] };
}

export async function matchOrder(
  db: Database,
  tenantId: string,
  order: OrderToMatch,
  rule: { priority: readonly number[]; matchDays: number },
): Promise<MatchOutcome> {
  for (const type of rule.priority) {
    const { value, found } = await candidatesOf(db, tenantId, type, order, rule.matchDays);
    const ids = [...new Set(found.map((candidate) => candidate.customerId))];
    if (ids.length === 0) continue;
    if (ids.length > 1) return { kind: 'conflict', type, value, ids };
    const customerId = ids[0]!;
    const bound = order.member?.customerId ?? null;
    if (bound !== null && bound !== customerId) {
      return { kind: 'bound_elsewhere', type, value, ids: [customerId] };
    }
    const employeeId = found.find((candidate) => candidate.employeeId !== null)?.employeeId ?? null;
    return { kind: 'bound', type, value, customerId, employeeId };
  }
  return { kind: 'none' };
}

/** Customers that exist in the tenant, of the given ids (for the candidates shown). */
export async function customerNames(db: Database, tenantId: string, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), inArray(customers.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
