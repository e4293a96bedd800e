// docs/domain.md §0 callbacks: what the platform reports (a customer added an employee through a
// contact way's `state`, a customer deleted the employee, the employee deleted the customer,
// a customer joined or left a group) applied to our mirror, each leaving a timeline event.
// A real WeCom callback route and the sandbox both feed this one function.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { channelCodes } from '../../../db/schema/acquiring';
import {
  customerEvents,
  customerGroupMembers,
  customerGroups,
  customerRelations,
  customers,
} from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import type { PlatformEvent } from '../../../platform/adapter';
import { afterPlatformEvent } from '../event-hooks';

export interface AppliedAdd {
  readonly customerId: number;
  readonly employeeId: number;
  readonly channelCodeId: number | null;
  /** The contact way's state the add carried: names the acquiring tool it came through. */
  readonly state: string | null;
}

async function employeeIdOf(db: Database, tenantId: string, userId: string) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.platformUserId, userId)));
  return row?.id;
}

async function customerIdOf(db: Database, tenantId: string, externalUserId: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.externalUserId, externalUserId)));
  return row?.id;
}

async function applyAdd(
  db: Database,
  tenantId: string,
  event: Extract<PlatformEvent, { type: 'add_external_contact' }>,
  note: Record<string, unknown>,
): Promise<AppliedAdd | undefined> {
  const employeeId = await employeeIdOf(db, tenantId, event.userId);
  if (employeeId === undefined) return undefined;
  const [code] = event.state
    ? await db
        .select({ id: channelCodes.id })
        .from(channelCodes)
        .where(and(eq(channelCodes.tenantId, tenantId), eq(channelCodes.state, event.state)))
    : [];
  const channelCodeId = code?.id ?? null;
  const { contact } = event;
  const [customer] = await db
    .insert(customers)
    .values({
      tenantId,
      externalUserId: contact.externalUserId,
      name: contact.name,
      avatar: contact.avatar,
      type: contact.type,
      corpName: contact.corpName,
      gender: contact.gender,
      lastAddedAt: event.at,
    })
    .onConflictDoUpdate({
      target: [customers.tenantId, customers.externalUserId],
      set: {
        name: contact.name,
        lastAddedAt: sql`greatest(${customers.lastAddedAt}, excluded.last_added_at)`,
      },
    })
    .returning({ id: customers.id });
  if (!customer) return undefined;
  const relation = {
    addWay: event.addWay,
    state: event.state,
    channelCodeId,
    addedAt: event.at,
    deletedByCustomerAt: null,
    deletedByEmployeeAt: null,
  };
  // A re-add revives the relation: same pair, new time and channel (re-adds count again).
  await db
    .insert(customerRelations)
    .values({ tenantId, customerId: customer.id, employeeId, ...relation })
    .onConflictDoUpdate({
      target: [
        customerRelations.tenantId,
        customerRelations.customerId,
        customerRelations.employeeId,
      ],
      set: relation,
    });
  await db.insert(customerEvents).values({
    tenantId,
    customerId: customer.id,
    employeeId,
    channelCodeId,
    eventType: 'added',
    content: { ...note, add_way: event.addWay, state: event.state },
    occurredAt: event.at,
  });
  return { customerId: customer.id, employeeId, channelCodeId, state: event.state || null };
}

async function applyDelete(
  db: Database,
  tenantId: string,
  event: Extract<PlatformEvent, { type: 'del_follow_user' | 'del_external_contact' }>,
): Promise<{ customerId: number; employeeId: number } | undefined> {
  const [employeeId, customerId] = await Promise.all([
    employeeIdOf(db, tenantId, event.userId),
    customerIdOf(db, tenantId, event.externalUserId),
  ]);
  if (employeeId === undefined || customerId === undefined) return undefined;
  const byCustomer = event.type === 'del_follow_user';
  const [relation] = await db
    .update(customerRelations)
    .set(byCustomer ? { deletedByCustomerAt: event.at } : { deletedByEmployeeAt: event.at })
    .where(
      and(
        eq(customerRelations.tenantId, tenantId),
        eq(customerRelations.customerId, customerId),
        eq(customerRelations.employeeId, employeeId),
      ),
    )
    .returning({ channelCodeId: customerRelations.channelCodeId });
  if (!relation) return undefined;
  await db.insert(customerEvents).values({
    tenantId,
    customerId,
    employeeId,
    // The loss counts against the code the relation came from (issue #9 statistics).
    channelCodeId: relation.channelCodeId,
    eventType: byCustomer ? 'deleted_by_customer' : 'deleted_by_employee',
    occurredAt: event.at,
  });
  return { customerId, employeeId };
}

async function applyGroupChange(
  db: Database,
  tenantId: string,
  event: Extract<PlatformEvent, { type: 'change_external_chat' }>,
): Promise<{ customerId: number; groupId: number } | undefined> {
  const customerId = await customerIdOf(db, tenantId, event.externalUserId);
  const [group] = await db
    .select({ id: customerGroups.id, name: customerGroups.name })
    .from(customerGroups)
    .where(
      and(eq(customerGroups.tenantId, tenantId), eq(customerGroups.platformChatId, event.chatId)),
    );
  if (customerId === undefined || !group) return undefined;
  const joined = event.change === 'add_member';
  await db
    .insert(customerGroupMembers)
    .values({
      tenantId,
      groupId: group.id,
      memberType: 2,
      memberId: customerId,
      joinScene: event.joinScene,
      joinedAt: event.at,
      leftAt: joined ? null : event.at,
    })
    .onConflictDoUpdate({
      target: [
        customerGroupMembers.tenantId,
        customerGroupMembers.groupId,
        customerGroupMembers.memberType,
        customerGroupMembers.memberId,
      ],
      set: joined ? { joinedAt: event.at, leftAt: null } : { leftAt: event.at },
    });
  await db.insert(customerEvents).values({
    tenantId,
    customerId,
    eventType: joined ? 'joined_group' : 'left_group',
    content: { group_id: group.id, group_name: group.name },
    occurredAt: event.at,
  });
  return { customerId, groupId: group.id };
}

/**
 * Applies one platform event; answers what an add created (undefined for the others). `note`
 * goes onto an add's timeline event (how the channel code routed it, whether it was accepted).
 */
export async function applyPlatformEvent(
  db: Database,
  tenantId: string,
  event: PlatformEvent,
  note: Record<string, unknown> = {},
): Promise<AppliedAdd | undefined> {
  // issue #19: loss alerts, repeat alerts and auto-tag rules follow each applied event.
  switch (event.type) {
    case 'add_external_contact': {
      const added = await applyAdd(db, tenantId, event, note);
      if (added) await afterPlatformEvent(db, tenantId, { kind: 'added', ...added, at: event.at });
      return added;
    }
    case 'del_follow_user':
    case 'del_external_contact': {
      const lost = await applyDelete(db, tenantId, event);
      const byCustomer = event.type === 'del_follow_user';
      if (lost)
        await afterPlatformEvent(db, tenantId, { kind: 'lost', ...lost, byCustomer, at: event.at });
      return undefined;
    }
    case 'change_external_chat': {
      const changed = await applyGroupChange(db, tenantId, event);
      if (changed && event.change === 'add_member') {
        await afterPlatformEvent(db, tenantId, { kind: 'joined_group', ...changed, at: event.at });
      }
      return undefined;
    }
  }
}
