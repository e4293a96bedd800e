// The customer-group mirror's write for a sync (issue #35): one platform chat as it is now —
// the group upserted by chat id (a dismissed one comes back if the platform lists it), its
// members upserted, and members we hold that the platform no longer lists marked as left.
// Members the mirror does not know (an outside WeChat user who is nobody's customer) are
// skipped. No timeline event: a sync copies, it is not a join (platform-events.ts is).
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { customerGroupMembers, customerGroups } from '../../../db/schema/customers';

export interface MirroredMember {
  /** 1 employee, 2 customer. */
  readonly memberType: 1 | 2;
  readonly memberId: number;
  readonly joinScene: number;
  readonly joinedAt: Date;
}

export interface MirroredGroup {
  readonly chatId: string;
  readonly name: string;
  readonly ownerEmployeeId: number | null;
  readonly notice: string;
  readonly createdAt: Date;
  readonly members: readonly MirroredMember[];
}

const memberKey = (member: { memberType: number; memberId: number }) =>
  `${member.memberType}:${member.memberId}`;

export async function upsertPlatformGroup(
  db: Database,
  tenantId: string,
  group: MirroredGroup,
  now: Date,
): Promise<{ groupId: number; members: number }> {
  const [row] = await db
    .insert(customerGroups)
    .values({
      tenantId,
      platformChatId: group.chatId,
      name: group.name,
      ownerEmployeeId: group.ownerEmployeeId,
      notice: group.notice,
      createdAt: group.createdAt,
    })
    .onConflictDoUpdate({
      target: [customerGroups.tenantId, customerGroups.platformChatId],
      set: {
        name: sql`excluded.name`,
        ownerEmployeeId: sql`excluded.owner_employee_id`,
        notice: sql`excluded.notice`,
        dismissedAt: null,
      },
    })
    .returning({ id: customerGroups.id });
  if (!row) throw new Error('customer group upsert answered no row');
  const members = [...new Map(group.members.map((member) => [memberKey(member), member])).values()];
  if (members.length > 0) {
    await db
      .insert(customerGroupMembers)
      .values(members.map((member) => ({ tenantId, groupId: row.id, ...member, leftAt: null })))
      .onConflictDoUpdate({
        target: [
          customerGroupMembers.tenantId,
          customerGroupMembers.groupId,
          customerGroupMembers.memberType,
          customerGroupMembers.memberId,
        ],
        set: {
          joinScene: sql`excluded.join_scene`,
          joinedAt: sql`excluded.joined_at`,
          leftAt: null,
        },
      });
  }
  const present = members.map(memberKey);
  await db
    .update(customerGroupMembers)
    .set({ leftAt: now })
    .where(
      and(
        eq(customerGroupMembers.tenantId, tenantId),
        eq(customerGroupMembers.groupId, row.id),
        isNull(customerGroupMembers.leftAt),
        ...(present.length
          ? [
              notInArray(
                sql`${customerGroupMembers.memberType} || ':' || ${customerGroupMembers.memberId}`,
                present,
              ),
            ]
          : []),
      ),
    );
  return { groupId: row.id, members: members.length };
}
