// issue #15 /group-code: which group a scan shows and what a join does. The current group is
// the first in order that is neither full (members ≥ cap, WeCom external groups ≤ 200) nor
// expired (uploaded personal-group QRs last 7 days); when none is left and auto-create is on,
// the sandbox platform creates a new group from the base name and owner and appends it.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { GroupCodeForm } from '../../../../contract/acquiring/group-code';
import { GROUP_MEMBER_CAP_MAX } from '../../../../contract/acquiring/group-code';
import type { Database } from '../../../db/database';
import { groupCodeEvents, groupCodeQrs, groupCodes } from '../../../db/schema/acquiring-tools';
import { customerGroupMembers, customerGroups, customers } from '../../../db/schema/customers';
import { platformGroupCall } from '../../../platform/sandbox/group-join-failure';
import type { PlatformAdapter, PlatformEvent } from '../../../platform/adapter';
import { externalContact, seededRandom } from '../../../platform/sandbox/fake-people';
import { addCustomerTags } from '../../customer/customer-list/customer-tagging';

type Qr = typeof groupCodeQrs.$inferSelect;

export function qrStatus(qr: Qr, at: Date): 'usable' | 'full' | 'expired' {
  if (qr.expiresAt && qr.expiresAt.getTime() <= at.getTime()) return 'expired';
  return qr.members >= qr.memberCap ? 'full' : 'usable';
}

/**
 * A QR's headcount (issue #38 item 5): a linked WeCom group's current members, so people
 * already in the group count against 人数上限 (the figure the group list shows as N 人); an
 * uploaded personal-group QR with no linked group counts the joins made through the code.
 */
// Drizzle renders a column unqualified in a one-table select, and inside the subquery an
// unqualified group_id would be the member row's own: the outer QR's columns are named in full.
const qrColumn = (name: string) => sql`${sql.identifier('group_code_qrs')}.${sql.identifier(name)}`;
export const qrMembers = sql<number>`case when ${qrColumn('group_id')} is null then ${qrColumn('members')} else (select count(*)::int from ${customerGroupMembers} m where m.tenant_id = ${qrColumn('tenant_id')} and m.group_id = ${qrColumn('group_id')} and m.left_at is null) end`;

/** A code's QRs in order, each with its headcount (`qrMembers`). */
export async function qrsOf(db: Database, tenantId: string, codeId: number): Promise<Qr[]> {
  return db
    .select({ ...getTableColumns(groupCodeQrs), members: qrMembers })
    .from(groupCodeQrs)
    .where(and(eq(groupCodeQrs.tenantId, tenantId), eq(groupCodeQrs.groupCodeId, codeId)))
    .orderBy(asc(groupCodeQrs.position), asc(groupCodeQrs.id));
}

/** Creates the next group through the sandbox platform (spec §8 failures apply). */
async function autoCreate(
  db: Database,
  tenantId: string,
  codeId: number,
  config: GroupCodeForm,
  qrs: readonly Qr[],
  at: Date,
) {
  platformGroupCall(tenantId);
  const number = qrs.filter((qr) => qr.autoCreated).length + 1;
  const name = `${config.room_base_name}${number}`.slice(0, 30);
  const [group] = await db
    .insert(customerGroups)
    .values({
      tenantId,
      platformChatId: `wr${randomBytes(12).toString('hex')}`,
      name,
      ownerEmployeeId: config.owner_employee_id,
      createdAt: at,
    })
    .returning({ id: customerGroups.id });
  const [qr] = await db
    .insert(groupCodeQrs)
    .values({
      tenantId,
      groupCodeId: codeId,
      position: (qrs.at(-1)?.position ?? 0) + 1,
      groupId: group?.id ?? null,
      name,
      memberCap: GROUP_MEMBER_CAP_MAX,
      autoCreated: true,
      createdAt: at,
    })
    .returning();
  return qr;
}

/** The group a scan of the code goes to now (auto-creating one when the list ran out). */
export async function currentQr(
  db: Database,
  tenantId: string,
  codeId: number,
  at: Date,
): Promise<Qr | undefined> {
  const [code] = await db
    .select()
    .from(groupCodes)
    .where(and(eq(groupCodes.tenantId, tenantId), eq(groupCodes.id, codeId)));
  if (!code) return undefined;
  const qrs = await qrsOf(db, tenantId, codeId);
  const usable = qrs.find((qr) => qrStatus(qr, at) === 'usable');
  if (usable) return usable;
  const config = code.config as unknown as GroupCodeForm;
  return config.auto_create ? autoCreate(db, tenantId, codeId, config, qrs, at) : undefined;
}

export async function recordGroupEvent(
  db: Database,
  tenantId: string,
  codeId: number,
  qrId: number | null,
  kind: 'scan' | 'join' | 'quit',
  at: Date,
) {
  await db
    .insert(groupCodeEvents)
    .values({ tenantId, groupCodeId: codeId, qrId, kind, occurredAt: at });
}

/** A join as the platform reports it (change_external_chat add_member). */
export type GroupJoinEvent = Extract<PlatformEvent, { type: 'change_external_chat' }>;
/**
 * Applies a join to the mirror and runs what follows it (customer/customer-list/
 * platform-events.ts `applyPlatformEvent`). Passed in by the routes: the event hooks reach the
 * new-customer rules, which import this file.
 */
export type GroupJoinReporter = (tenantId: string, event: GroupJoinEvent) => Promise<unknown>;

/**
 * A customer joins through the code: members + 1 on the current group, a join event, and the
 * code's join tags on the (sandbox) customer. A linked group's join is reported like the
 * platform's callback (issue #38 item 9), so it shows in the group's 入群记录 (the join
 * welcome's log), on the customer's timeline and to the auto-tag rules.
 */
export async function joinGroupCode(
  db: Database,
  adapter: PlatformAdapter | null,
  report: GroupJoinReporter,
  tenantId: string,
  codeId: number,
  at: Date,
  nickname?: string,
) {
  const qr = await currentQr(db, tenantId, codeId, at);
  if (!qr) return undefined;
  await db
    .update(groupCodeQrs)
    .set({ members: sql`${groupCodeQrs.members} + 1` })
    .where(and(eq(groupCodeQrs.tenantId, tenantId), eq(groupCodeQrs.id, qr.id)));
  await recordGroupEvent(db, tenantId, codeId, qr.id, 'join', at);
  if (qr.groupId !== null) {
    const externalUserId = `wm${randomBytes(12).toString('hex')}`;
    const contact = externalContact(seededRandom(randomBytes(4).readUInt32LE(0)), externalUserId);
    const [customer] = await db
      .insert(customers)
      .values({
        tenantId,
        externalUserId,
        name: nickname || contact.name,
        avatar: contact.avatar,
        gender: contact.gender,
        lastAddedAt: at,
      })
      .returning({ id: customers.id });
    const [group] = await db
      .select({ chatId: customerGroups.platformChatId })
      .from(customerGroups)
      .where(and(eq(customerGroups.tenantId, tenantId), eq(customerGroups.id, qr.groupId)));
    if (customer && group) {
      // join_scene 3: joined by scanning the QR (docs/domain.md §0 callbacks).
      await report(tenantId, {
        type: 'change_external_chat',
        change: 'add_member',
        chatId: group.chatId,
        externalUserId,
        joinScene: 3,
        at,
      });
      const [code] = await db
        .select({ config: groupCodes.config })
        .from(groupCodes)
        .where(and(eq(groupCodes.tenantId, tenantId), eq(groupCodes.id, codeId)));
      const tagIds = (code?.config as unknown as GroupCodeForm | undefined)?.tag_ids ?? [];
      if (adapter && tagIds.length) {
        await addCustomerTags(db, adapter, tenantId, [customer.id], tagIds, {
          at,
          source: 'channel_code',
        });
      }
    }
  }
  return { ...qr, members: qr.members + 1 };
}
