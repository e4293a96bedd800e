// Reach (issue #17, docs/domain.md §0 and §2): mass sends to customers and groups (one task per
// sending employee, one recipient row per customer or group: the only source of every
// total), moments, marketing SMS, and the sandbox platform's side of them (what the
// platform delivered, when employees confirm). Every key leads with tenant_id.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

/** Per-tenant reach settings: the month's limit (null = days in the month), SMS price/balance. */
export const reachSettings = pgTable('reach_settings', {
  tenantId: tenantId().primaryKey(),
  monthlyLimit: integer('monthly_limit'),
  /** SMS price per message part in 厘 (0.001 yuan). */
  smsPartPriceLi: integer('sms_part_price_li').notNull().default(45),
  smsBalanceLi: bigint('sms_balance_li', { mode: 'number' }).notNull().default(0),
});

export const massSends = pgTable(
  'mass_sends',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** contract/reach/mass-send.ts MASS_CHANNELS: 1 private chat, 2 group chat. */
    channel: smallint('channel').notNull(),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    message: jsonb('message').$type<Record<string, unknown>>().notNull(),
    /** 1 now, 2 scheduled. */
    sendType: smallint('send_type').notNull(),
    sendAt: at('send_at').notNull(),
    /** 1 scheduled, 2 sending, 3 finished, 4 cancelled. */
    status: smallint('status').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    cancelledAt: at('cancelled_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('mass_sends_tenant_channel_idx').on(
      table.tenantId,
      table.channel,
      table.createdAt.desc(),
    ),
  ],
);

/** One task per sending employee (docs/domain.md §0: the employee confirms the mass send). */
export const massSendTasks = pgTable(
  'mass_send_tasks',
  {
    tenantId: text('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    sendId: integer('send_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    /** The platform's msgid of this employee's task (add_msg_template). */
    platformMsgId: text('platform_msg_id').notNull(),
    /** 0 not confirmed, 1 confirmed, 2 cancelled. */
    status: smallint('status').notNull().default(0),
    confirmedAt: at('confirmed_at'),
    /** Epoch ms of each reminder (≤ 3 in any 24 h, docs/domain.md §0). */
    remindedAt: jsonb('reminded_at')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('mass_send_tasks_send_employee_unique').on(
      table.tenantId,
      table.sendId,
      table.employeeId,
    ),
  ],
);

export const massSendRecipients = pgTable(
  'mass_send_recipients',
  {
    tenantId: text('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    sendId: integer('send_id').notNull(),
    taskId: integer('task_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    /** A customer id (private chat) or a group id (group chat). */
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    /** contract RECIPIENT_STATUS: 0 pending, 1 sent, 2 not friend, 3 limit, 4 failed, 5 cancelled. */
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    deliveredAt: at('delivered_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('mass_send_recipients_send_target_unique').on(
      table.tenantId,
      table.sendId,
      table.targetId,
    ),
    // issue #17: a delivery batch reads a task's pending rows in id order from the index alone.
    index('mass_send_recipients_task_idx').on(table.tenantId, table.taskId, table.status, table.id),
    // The per-customer page filtered by status walks this index in target order (a page of 20
    // reads about 20 entries instead of counting and sorting the send's rows).
    index('mass_send_recipients_send_status_idx').on(
      table.tenantId,
      table.sendId,
      table.status,
      table.targetId,
    ),
  ],
);

/** Sandbox platform: how each employee behaves (confirm after N seconds; null = never). */
export const sandboxReachEmployees = pgTable(
  'sandbox_reach_employees',
  {
    tenantId: text('tenant_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    confirmDelaySeconds: integer('confirm_delay_seconds'),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.employeeId] })],
);

/** Sandbox platform: a task the platform holds until the employee confirms it. */
export const sandboxMassTasks = pgTable(
  'sandbox_mass_tasks',
  {
    tenantId: text('tenant_id').notNull(),
    msgId: text('msg_id').notNull(),
    confirmDueAt: at('confirm_due_at'),
    cancelledAt: at('cancelled_at'),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.msgId] })],
);

/**
 * Sandbox platform: each message it delivered, keyed by our recipient row (the idempotency
 * key: a second delivery of the same row is a conflict, never a second message).
 */
export const sandboxDeliveries = pgTable(
  'sandbox_deliveries',
  {
    tenantId: text('tenant_id').notNull(),
    recipientId: bigint('recipient_id', { mode: 'number' }).notNull(),
    channel: smallint('channel').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    /** Same codes as the recipient status (1 sent, 2 not friend, 3 limit, 4 failed). */
    result: smallint('result').notNull(),
    reason: text('reason').notNull().default(''),
    deliveredAt: at('delivered_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.recipientId] }),
    index('sandbox_deliveries_target_idx').on(
      table.tenantId,
      table.channel,
      table.targetId,
      table.deliveredAt,
    ),
  ],
);
