// issue #9: the seeded customer groups (group chats): owners among the employees, members
// among the customers who were added before they joined, a few who left, each with a
// joined/left event on the customer's timeline.
import type { Database } from '../database';
import { customerEvents, customerGroupMembers, customerGroups } from '../schema/customers';
import { pick, randomInt } from '../../platform/sandbox/fake-people';
import type { Random } from '../../platform/sandbox/fake-people';
import { GROUP_CHAT_NAMES } from './seed-sandbox-data';
import type { TenantProfile } from './seed-sandbox-data';
import { insertInBatches } from './seed-sandbox-insert';

const DAY_MS = 86_400_000;

export async function seedGroups(
  db: Database,
  profile: TenantProfile,
  random: Random,
  employeeIds: readonly number[],
  customers: readonly { id: number; addedAt: Date }[],
  now: Date,
): Promise<void> {
  const { tenantId } = profile;
  const groups = await db
    .insert(customerGroups)
    .values(
      Array.from({ length: profile.groups }, (_, index) => ({
        tenantId,
        platformChatId: `wr${tenantId}${String(index + 1).padStart(5, '0')}`,
        name: `${GROUP_CHAT_NAMES[index % GROUP_CHAT_NAMES.length]}${Math.floor(index / GROUP_CHAT_NAMES.length) + 1}`,
        ownerEmployeeId: pick(random, employeeIds),
        notice: '欢迎加入！群内定期分享新品与专属福利，请勿发布广告。',
        createdAt: new Date(now.getTime() - randomInt(random, 30, profile.days + 30) * DAY_MS),
      })),
    )
    .returning({
      id: customerGroups.id,
      name: customerGroups.name,
      ownerId: customerGroups.ownerEmployeeId,
    });
  const members: (typeof customerGroupMembers.$inferInsert)[] = [];
  const events: (typeof customerEvents.$inferInsert)[] = [];
  for (const group of groups) {
    members.push({
      tenantId,
      groupId: group.id,
      memberType: 1,
      memberId: group.ownerId ?? 0,
      joinedAt: new Date(now.getTime() - profile.days * DAY_MS),
    });
    const size = Math.min(customers.length, randomInt(random, 8, 60));
    const chosen = new Set<number>();
    for (let n = 0; n < size; n += 1) chosen.add(randomInt(random, 0, customers.length - 1));
    for (const index of chosen) {
      const customer = customers[index];
      if (!customer) continue;
      const joinedAt = new Date(
        customer.addedAt.getTime() +
          Math.floor(random() * Math.max(1, now.getTime() - customer.addedAt.getTime()) * 0.5),
      );
      const leftAt =
        random() < 0.1
          ? new Date(
              joinedAt.getTime() + Math.floor(random() * (now.getTime() - joinedAt.getTime())),
            )
          : null;
      const joinScene = pick(random, [1, 2, 3] as const);
      members.push({
        tenantId,
        groupId: group.id,
        memberType: 2,
        memberId: customer.id,
        joinScene,
        joinedAt,
        leftAt,
      });
      const content = { group_id: group.id, group_name: group.name };
      events.push({
        tenantId,
        customerId: customer.id,
        eventType: 'joined_group',
        content,
        occurredAt: joinedAt,
      });
      if (leftAt)
        events.push({
          tenantId,
          customerId: customer.id,
          eventType: 'left_group',
          content,
          occurredAt: leftAt,
        });
    }
  }
  await insertInBatches(members, (batch) =>
    db.insert(customerGroupMembers).values(batch).onConflictDoNothing(),
  );
  await insertInBatches(events, (batch) => db.insert(customerEvents).values(batch));
}
