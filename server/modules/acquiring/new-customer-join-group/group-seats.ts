// issue #16 community growth: which group a join card or invitation points to now, and what a
// join does. Chosen groups are tried in order; a group at its member cap (WeCom: ≤ 200) or
// dismissed is skipped, so the next customer goes to the next group (docs/domain.md §1).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { customerEvents, customerGroupMembers, customerGroups } from '../../../db/schema/customers';

export interface GroupSeat {
  readonly id: number;
  readonly name: string;
  readonly members: number;
  readonly full: boolean;
}

/** The chosen groups in the chosen order with their active member counts. */
export async function groupSeats(
  db: Database,
  tenantId: string,
  groupIds: readonly number[],
  cap: number,
): Promise<GroupSeat[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({
      id: customerGroups.id,
      name: customerGroups.name,
      members: sql<number>`(select count(*)::int from ${customerGroupMembers} m
        where m.tenant_id = customer_groups.tenant_id and m.group_id = customer_groups.id
        and m.left_at is null)`,
    })
    .from(customerGroups)
    .where(
      and(
        eq(customerGroups.tenantId, tenantId),
        inArray(customerGroups.id, [...groupIds]),
        isNull(customerGroups.dismissedAt),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return groupIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const members = Number(row.members);
    return [{ id, name: row.name, members, full: members >= cap }];
  });
}

/** The first chosen group that still has room, or null when every one is full. */
export async function currentSeat(
  db: Database,
  tenantId: string,
  groupIds: readonly number[],
  cap: number,
): Promise<GroupSeat | null> {
  const seats = await groupSeats(db, tenantId, groupIds, cap);
  return seats.find((seat) => !seat.full) ?? null;
}

/** The customer joins the group (a member row) and the timeline records it. */
export async function joinGroup(
  db: Database,
  tenantId: string,
  join: {
    customerId: number;
    groupId: number;
    groupName: string;
    employeeId: number | null;
    source: string;
    at: Date;
  },
): Promise<void> {
  await db
    .insert(customerGroupMembers)
    .values({
      tenantId,
      groupId: join.groupId,
      memberType: 2,
      memberId: join.customerId,
      // docs/domain.md §4 join_scene 2: joined through a link / card.
      joinScene: 2,
      joinedAt: join.at,
    })
    .onConflictDoUpdate({
      target: [
        customerGroupMembers.tenantId,
        customerGroupMembers.groupId,
        customerGroupMembers.memberType,
        customerGroupMembers.memberId,
      ],
      set: { leftAt: null, joinedAt: join.at },
    });
  await db.insert(customerEvents).values({
    tenantId,
    customerId: join.customerId,
    employeeId: join.employeeId,
    eventType: 'joined_group',
    content: { group_id: join.groupId, group_name: join.groupName, source: join.source },
    occurredAt: join.at,
  });
}

/** Customers of `candidates` already (actively) in one of the groups. */
export async function inAnyGroup(
  db: Database,
  tenantId: string,
  candidates: readonly number[],
  groupIds: readonly number[],
): Promise<Set<number>> {
  if (candidates.length === 0 || groupIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: customerGroupMembers.memberId })
    .from(customerGroupMembers)
    .where(
      and(
        eq(customerGroupMembers.tenantId, tenantId),
        eq(customerGroupMembers.memberType, 2),
        inArray(customerGroupMembers.groupId, [...groupIds]),
        inArray(customerGroupMembers.memberId, [...candidates]),
        isNull(customerGroupMembers.leftAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
