// issue #22: the facts decide-attribution.ts needs, loaded in bulk for a batch of orders from
// the member area's tables (read only: shops, orders, members) and the customer relations.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { customerRelations } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { memberShops, members } from '../../../db/schema/member';
import type { Directory, EmployeeFact, OrderFacts } from './decide-attribution';

export interface OrderRef {
  readonly id: number;
  readonly platformType: number;
  readonly shopCode: string;
  readonly memberId: number | null;
  readonly orderedAt: Date;
}

export async function loadDirectory(db: Database, tenantId: string): Promise<Directory> {
  const rows: EmployeeFact[] = await db
    .select({ id: employees.id, departmentId: employees.departmentId, status: employees.status })
    .from(employees)
    .where(eq(employees.tenantId, tenantId))
    .orderBy(asc(employees.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    employee: (id) => byId.get(id),
    firstActiveOf: (departmentId) =>
      rows.find((row) => row.departmentId === departmentId && row.status === 1),
  };
}

/** member_shops id by "platform:code" (an order names its shop by platform and code). */
export async function loadShopIds(db: Database, tenantId: string) {
  const rows = await db
    .select({
      id: memberShops.id,
      platformType: memberShops.platformType,
      code: memberShops.shopCode,
    })
    .from(memberShops)
    .where(eq(memberShops.tenantId, tenantId));
  const map = new Map(rows.map((row) => [`${row.platformType}:${row.code}`, row.id]));
  return (order: { platformType: number; shopCode: string }) =>
    map.get(`${order.platformType}:${order.shopCode}`) ?? null;
}

export async function loadOrderFacts(
  db: Database,
  tenantId: string,
  orders: readonly OrderRef[],
): Promise<Map<number, OrderFacts>> {
  const memberIds = [
    ...new Set(orders.flatMap((order) => (order.memberId ? [order.memberId] : []))),
  ];
  const memberRows = memberIds.length
    ? await db
        .select({
          id: members.id,
          customerId: members.customerId,
          boundBy: members.boundByEmployeeId,
          boundAt: members.boundAt,
        })
        .from(members)
        .where(and(eq(members.tenantId, tenantId), inArray(members.id, memberIds)))
    : [];
  const customerIds = [
    ...new Set(memberRows.flatMap((row) => (row.customerId ? [row.customerId] : []))),
  ];
  const relations = customerIds.length
    ? await db
        .select({
          customerId: customerRelations.customerId,
          employeeId: customerRelations.employeeId,
          addedAt: customerRelations.addedAt,
        })
        .from(customerRelations)
        .where(
          and(
            eq(customerRelations.tenantId, tenantId),
            inArray(customerRelations.customerId, customerIds),
          ),
        )
        .orderBy(asc(customerRelations.addedAt))
    : [];
  const firstFriend = new Map<number, { employeeId: number; addedAt: Date }>();
  for (const row of relations) {
    if (!firstFriend.has(row.customerId)) firstFriend.set(row.customerId, row);
  }
  const memberById = new Map(memberRows.map((row) => [row.id, row]));
  const facts = new Map<number, OrderFacts>();
  for (const order of orders) {
    const member = order.memberId ? memberById.get(order.memberId) : undefined;
    const customerId = member?.customerId ?? null;
    facts.set(order.id, {
      orderedAt: order.orderedAt,
      customerId,
      firstFriend: customerId ? (firstFriend.get(customerId) ?? null) : null,
      binder:
        member?.boundBy && member.boundAt
          ? { employeeId: member.boundBy, boundAt: member.boundAt }
          : null,
      boundAt: member?.boundAt ?? null,
    });
  }
  return facts;
}
