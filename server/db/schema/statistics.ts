// Statistics (issue #21, docs/domain.md §6). Two kinds of tables:
// 1. Sandbox events the other areas do not record yet (chats, messages, replies, friend
//    applications, group speech, campaign shares of orders). The platform reports them
//    (get_user_behavior_data [WC] 96358, groupchat/statistic); the sandbox keeps the raw facts.
// 2. Daily roll-ups per tenant (per employee, group, channel, deal dimension), computed by the
//    idempotent roll-up in server/modules/statistics/rollup/, so a page never scans 90 days of
//    raw events. `stat_rollup_days` says which days are final (today is recomputed live).
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

/** One single chat of an employee with a customer on one day ([WC] 96358 chat_cnt). */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    employeeId: integer('employee_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    startedAt: at('started_at').notNull(),
    /** The customer wrote first (the reply rate's denominator). */
    customerInitiated: boolean('customer_initiated').notNull(),
    /** Messages the employee sent in this chat ([WC] message_cnt). */
    messagesSent: integer('messages_sent').notNull(),
    /** Seconds to the employee's first reply; null when unanswered that day. */
    firstReplySeconds: integer('first_reply_seconds'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('chat_sessions_tenant_started_idx').on(table.tenantId, table.startedAt),
  ],
);

/** A friend request an employee sent ([WC] 96358 new_apply_cnt). */
export const friendApplications = pgTable(
  'friend_applications',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    employeeId: integer('employee_id').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('friend_applications_tenant_sent_idx').on(table.tenantId, table.sentAt),
  ],
);

/** Messages one member sent in one group on one day (groupchat/statistic msg_total). */
export const groupSpeech = pgTable(
  'group_speech',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    groupId: integer('group_id').notNull(),
    /** 1 employee, 2 customer (as customer_group_members). */
    memberType: smallint('member_type').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The first message of that member in that group that day. */
    spokeAt: at('spoke_at').notNull(),
    messages: integer('messages').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('group_speech_tenant_spoke_idx').on(table.tenantId, table.spokeAt),
  ],
);

/** A marketing campaign whose share links carry order_share_id (docs/domain.md §6 [KJ]). */
export const dealCampaigns = pgTable(
  'deal_campaigns',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    shareCode: text('share_code').notNull(),
    startedAt: at('started_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/** The campaign an order came through (its order_share_id). */
export const orderShares = pgTable(
  'order_shares',
  {
    tenantId: tenantId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    campaignId: integer('campaign_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.orderId] })],
);

/** Per employee per day ([WC] 96358 fields, plus adds/losses/total of relations). */
export const statEmployeeDaily = pgTable(
  'stat_employee_daily',
  {
    tenantId: tenantId(),
    day: date('day').notNull(),
    employeeId: integer('employee_id').notNull(),
    newApply: integer('new_apply').notNull(),
    newContact: integer('new_contact').notNull(),
    /** Relations the customer deleted that day (negative_feedback_cnt, 流失). */
    lost: integer('lost').notNull(),
    deletedByEmployee: integer('deleted_by_employee').notNull(),
    /** Active relations at the day's end (in the tenant's time zone). */
    contactsTotal: integer('contacts_total').notNull(),
    chats: integer('chats').notNull(),
    messages: integer('messages').notNull(),
    customerChats: integer('customer_chats').notNull(),
    repliedChats: integer('replied_chats').notNull(),
    replySeconds: bigint('reply_seconds', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.day, table.employeeId] })],
);

/** Per group per day (groupchat/statistic_group_by_day fields). */
export const statGroupDaily = pgTable(
  'stat_group_daily',
  {
    tenantId: tenantId(),
    day: date('day').notNull(),
    groupId: integer('group_id').notNull(),
    ownerEmployeeId: integer('owner_employee_id'),
    created: integer('created').notNull(),
    dismissed: integer('dismissed').notNull(),
    /** 1 when the group exists at the day's end. */
    alive: integer('alive').notNull(),
    newMembers: integer('new_members').notNull(),
    quitMembers: integer('quit_members').notNull(),
    membersTotal: integer('members_total').notNull(),
    membersSpoke: integer('members_spoke').notNull(),
    messages: integer('messages').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.day, table.groupId] })],
);

/** Adds and losses per channel code per day (0 = added without a code). */
export const statChannelDaily = pgTable(
  'stat_channel_daily',
  {
    tenantId: tenantId(),
    day: date('day').notNull(),
    channelCodeId: integer('channel_code_id').notNull(),
    adds: integer('adds').notNull(),
    losses: integer('losses').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.day, table.channelCodeId] })],
);

/**
 * Deals per day per dimension: all (''), employee (first friend), group (the buyer's groups at
 * order time), campaign (order_share_id), shop. Orders count on their order day, refunds on the
 * refund day, so a range nets refunds (issue #21).
 */
export const statDealDaily = pgTable(
  'stat_deal_daily',
  {
    tenantId: tenantId(),
    day: date('day').notNull(),
    dimension: text('dimension').notNull(),
    dimensionId: text('dimension_id').notNull(),
    orders: integer('orders').notNull(),
    refunds: integer('refunds').notNull(),
    payers: integer('payers').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    refundCents: bigint('refund_cents', { mode: 'number' }).notNull(),
    firstOrders: integer('first_orders').notNull(),
    repeatOrders: integer('repeat_orders').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.dimension, table.day, table.dimensionId] }),
  ],
);

/** Days whose roll-up is final (a past day in the tenant's time zone). */
export const statRollupDays = pgTable(
  'stat_rollup_days',
  {
    tenantId: tenantId(),
    day: date('day').notNull(),
    computedAt: at('computed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.day] })],
);

/** Per tenant per day: the overview's figures summed once at roll-up time (90 rows for a
 *  90-day trend instead of employees × days). */
export const statTenantDaily = pgTable(
  'stat_tenant_daily',
  {
    tenantId: tenantId(),
    day: date('day').notNull(),
    newContacts: integer('new_contacts').notNull(),
    lost: integer('lost').notNull(),
    customersTotal: integer('customers_total').notNull(),
    followedUp: integer('followed_up').notNull(),
    applications: integer('applications').notNull(),
    groupsTotal: integer('groups_total').notNull(),
    membersTotal: integer('members_total').notNull(),
    membersJoined: integer('members_joined').notNull(),
    membersQuit: integer('members_quit').notNull(),
    groupsCreated: integer('groups_created').notNull(),
    groupsDismissed: integer('groups_dismissed').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.day] })],
);
