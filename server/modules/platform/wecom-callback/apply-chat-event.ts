// issue #35, docs/wecom.md "Callbacks": change_external_chat applied to our customer groups.
// create reads the group (groupchat/get); update add_member / del_member moves each listed
// member in or out (a customer through applyPlatformEvent, as the sandbox does, with WeCom's
// JoinScene); change_name / change_owner / change_notice re-read the group; dismiss marks it.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { customerGroupMembers, customerGroups, customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import type { CallbackEvent } from '../../../platform/wecom-callback/callback-event';
import type {
  CallbackPlatform,
  GroupChatDetail,
} from '../../../platform/wecom-callback/callback-platform';
import { applyPlatformEvent } from '../../customer/customer-list/platform-events';
import type { ApplyStep } from './callback-job';

type ChatEvent = Extract<CallbackEvent, { family: 'change_external_chat' }>;
type Outcome = { outcome: 'applied' | 'ignored'; note: Record<string, unknown> };

/** WeCom JoinScene 3 scanned the group's QR code; 0 was invited (ours: 1 direct, 3 QR). */
export function joinSceneOf(wecomScene: number): 1 | 3 {
  return wecomScene === 3 ? 3 : 1;
}

async function idsOf(db: Database, tenantId: string, platformIds: readonly string[]) {
  if (platformIds.length === 0) return { employeeIds: new Map(), customerIds: new Map() };
  const [staff, people] = await Promise.all([
    db
      .select({ id: employees.id, key: employees.platformUserId })
      .from(employees)
      .where(
        and(eq(employees.tenantId, tenantId), inArray(employees.platformUserId, [...platformIds])),
      ),
    db
      .select({ id: customers.id, key: customers.externalUserId })
      .from(customers)
      .where(
        and(eq(customers.tenantId, tenantId), inArray(customers.externalUserId, [...platformIds])),
      ),
  ]);
  return {
    employeeIds: new Map<string, number>(staff.map((row) => [row.key, row.id])),
    customerIds: new Map<string, number>(people.map((row) => [row.key, row.id])),
  };
}

/** Creates or refreshes the group from the platform's detail; adds members not yet known. */
async function saveGroup(db: Database, tenantId: string, detail: GroupChatDetail) {
  const ids = await idsOf(db, tenantId, [detail.ownerUserId, ...detail.members.map((m) => m.id)]);
  const fields = {
    name: detail.name,
    ownerEmployeeId: ids.employeeIds.get(detail.ownerUserId) ?? null,
    notice: detail.notice,
  };
  const [group] = await db
    .insert(customerGroups)
    .values({ tenantId, platformChatId: detail.chatId, createdAt: detail.createdAt, ...fields })
    .onConflictDoUpdate({
      target: [customerGroups.tenantId, customerGroups.platformChatId],
      set: fields,
    })
    .returning({ id: customerGroups.id });
  if (!group) return;
  const members = detail.members.flatMap((member) => {
    const memberId = (member.type === 1 ? ids.employeeIds : ids.customerIds).get(member.id);
    if (memberId === undefined) return [];
    return [
      {
        tenantId,
        groupId: group.id,
        memberType: member.type,
        memberId,
        joinScene: joinSceneOf(member.joinScene),
        joinedAt: member.joinedAt,
      },
    ];
  });
  if (members.length > 0)
    await db.insert(customerGroupMembers).values(members).onConflictDoNothing();
}

async function groupIdOf(db: Database, tenantId: string, chatId: string) {
  const [row] = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(and(eq(customerGroups.tenantId, tenantId), eq(customerGroups.platformChatId, chatId)));
  return row?.id;
}

async function moveMembers(db: Database, tenantId: string, event: ChatEvent, groupId: number) {
  const joined = event.updateDetail === 'add_member';
  const ids = await idsOf(db, tenantId, event.members);
  for (const member of event.members) {
    if (ids.customerIds.has(member)) {
      await applyPlatformEvent(db, tenantId, {
        type: 'change_external_chat',
        change: joined ? 'add_member' : 'del_member',
        chatId: event.chatId,
        externalUserId: member,
        joinScene: joinSceneOf(event.joinScene),
        at: event.at,
      });
      continue;
    }
    const employeeId = ids.employeeIds.get(member);
    if (employeeId === undefined) continue;
    await db
      .insert(customerGroupMembers)
      .values({
        tenantId,
        groupId,
        memberType: 1,
        memberId: employeeId,
        joinScene: joinSceneOf(event.joinScene),
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
  }
}

export async function applyChatEvent(
  db: Database,
  platform: CallbackPlatform,
  tenantId: string,
  event: ChatEvent,
  step: ApplyStep,
): Promise<Outcome> {
  if (event.change === 'dismiss') {
    await step.once(`${step.key}:dismiss`, async (tx) => {
      await tx
        .update(customerGroups)
        .set({ dismissedAt: event.at })
        .where(
          and(
            eq(customerGroups.tenantId, tenantId),
            eq(customerGroups.platformChatId, event.chatId),
          ),
        );
    });
    return { outcome: 'applied', note: {} };
  }
  const moves =
    event.change === 'update' && ['add_member', 'del_member'].includes(event.updateDetail);
  const known = await groupIdOf(db, tenantId, event.chatId);
  // A new group, a group we never saw, or a change of name, owner or notice: read the group.
  if (!moves || known === undefined) {
    const detail = await platform.details.groupChat(tenantId, event.chatId);
    if (!detail) return { outcome: 'ignored', note: { reason: 'group_not_found' } };
    await step.once(`${step.key}:group`, (tx) => saveGroup(tx, tenantId, detail));
  }
  const groupId = known ?? (await groupIdOf(db, tenantId, event.chatId));
  if (moves && groupId !== undefined) {
    await step.once(`${step.key}:members`, (tx) => moveMembers(tx, tenantId, event, groupId));
  }
  return { outcome: 'applied', note: { group_id: groupId ?? null, detail: event.updateDetail } };
}
