// issue #16 /new-customer-join-group: what a new friend triggers. The first enabled rule that
// covers the employee or the channel code sends the welcome with the group card (recorded,
// and on the customer's timeline); a join through the card adds the member, counts it on the
// rule and, for a group code, on the code's current QR.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { NewCustomerRuleForm } from '../../../../contract/acquiring/new-customer-join-group';
import type { Database } from '../../../db/database';
import {
  newCustomerGroupRecords,
  newCustomerGroupRules,
} from '../../../db/schema/acquiring-growth';
import { groupCodeQrs } from '../../../db/schema/acquiring-tools';
import { customerEvents } from '../../../db/schema/customers';
import { currentQr, recordGroupEvent } from '../group-code/group-join';
import { currentSeat, joinGroup } from './group-seats';

type Rule = typeof newCustomerGroupRules.$inferSelect;
export const configOf = (rule: Rule) => rule.config as unknown as NewCustomerRuleForm;

export interface NewFriend {
  readonly customerId: number;
  readonly employeeId: number;
  readonly channelCodeId: number | null;
  readonly at: Date;
}

/** Whether a rule covers this add: its employee or its channel code. */
export function ruleCovers(config: NewCustomerRuleForm, friend: NewFriend): boolean {
  return (
    config.employee_ids.includes(friend.employeeId) ||
    (friend.channelCodeId !== null && config.channel_code_ids.includes(friend.channelCodeId))
  );
}

/** The group (id, name, and the group-code QR when any) the rule's card shows now. */
export async function cardGroup(
  db: Database,
  tenantId: string,
  config: NewCustomerRuleForm,
  at: Date,
) {
  if (config.group_source === 'group_code' && config.group_code_id !== null) {
    const qr = await currentQr(db, tenantId, config.group_code_id, at);
    return qr ? { id: qr.groupId, name: qr.name, qrId: qr.id } : null;
  }
  const seat = await currentSeat(db, tenantId, config.group_ids, config.member_cap);
  return seat ? { id: seat.id, name: seat.name, qrId: null } : null;
}

/**
 * Runs the first matching enabled rule for a new friend (customer/event-hooks.ts calls it for
 * every add); answers the record, if any. A rule invites a customer once: a replayed add (or
 * the sandbox's own call after the hook) answers the existing record and writes nothing.
 */
export async function handleNewFriend(
  db: Database,
  tenantId: string,
  friend: NewFriend,
  onlyRule?: Rule,
) {
  const rules = onlyRule
    ? [onlyRule]
    : await db
        .select()
        .from(newCustomerGroupRules)
        .where(
          and(eq(newCustomerGroupRules.tenantId, tenantId), eq(newCustomerGroupRules.status, 1)),
        )
        .orderBy(asc(newCustomerGroupRules.id));
  const rule = rules.find((candidate) => ruleCovers(configOf(candidate), friend));
  if (!rule) return null;
  const config = configOf(rule);
  const group = await cardGroup(db, tenantId, config, friend.at);
  const [record] = await db
    .insert(newCustomerGroupRecords)
    .values({
      tenantId,
      ruleId: rule.id,
      customerId: friend.customerId,
      employeeId: friend.employeeId,
      channelCodeId: friend.channelCodeId,
      groupId: group?.id ?? null,
      sentAt: friend.at,
    })
    .onConflictDoNothing()
    .returning();
  if (!record) {
    const [existing] = await db
      .select()
      .from(newCustomerGroupRecords)
      .where(
        and(
          eq(newCustomerGroupRecords.tenantId, tenantId),
          eq(newCustomerGroupRecords.ruleId, rule.id),
          eq(newCustomerGroupRecords.customerId, friend.customerId),
        ),
      );
    return existing ? { record: existing, group, rule } : null;
  }
  await db.insert(customerEvents).values({
    tenantId,
    customerId: friend.customerId,
    employeeId: friend.employeeId,
    channelCodeId: friend.channelCodeId,
    eventType: 'welcome_sent',
    content: {
      source: 'new_customer_join_group',
      rule_id: rule.id,
      rule_name: rule.name,
      text: config.guide_text,
      link_title: config.link_title,
      group_name: group?.name ?? null,
    },
    occurredAt: friend.at,
  });
  return { record, group, rule };
}

/** The customer taps the card and joins its group. */
export async function joinThroughCard(
  db: Database,
  tenantId: string,
  recordId: number,
  group: { id: number | null; name: string; qrId: number | null },
  config: NewCustomerRuleForm,
  at: Date,
) {
  const [record] = await db
    .update(newCustomerGroupRecords)
    .set({ status: 2, joinedAt: at })
    .where(
      and(
        eq(newCustomerGroupRecords.tenantId, tenantId),
        eq(newCustomerGroupRecords.id, recordId),
        eq(newCustomerGroupRecords.status, 1),
      ),
    )
    .returning();
  if (!record) return;
  if (group.qrId !== null && config.group_code_id !== null) {
    await db
      .update(groupCodeQrs)
      .set({ members: sql`${groupCodeQrs.members} + 1` })
      .where(and(eq(groupCodeQrs.tenantId, tenantId), eq(groupCodeQrs.id, group.qrId)));
    await recordGroupEvent(db, tenantId, config.group_code_id, group.qrId, 'join', at);
  }
  if (group.id !== null) {
    await joinGroup(db, tenantId, {
      customerId: record.customerId,
      groupId: group.id,
      groupName: group.name,
      employeeId: record.employeeId,
      source: 'new_customer_join_group',
      at,
    });
  }
}
