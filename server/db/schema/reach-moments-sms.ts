// Reach (issue #17): moments tasks with the sandbox's likes and comments, and marketing SMS
// (signatures and templates under the provider's review, sends with one row per number).
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

export const momentTasks = pgTable(
  'moment_tasks',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** issue #17 /moment-dispatch: who publishes — every employee, departments, or employees. */
    senderScope: jsonb('sender_scope')
      .$type<{ kind: 'all' | 'departments' | 'employees'; ids: number[] }>()
      .notNull()
      .default({ kind: 'all', ids: [] }),
    visibleTagIds: jsonb('visible_tag_ids').$type<number[]>().notNull(),
    likeTagIds: jsonb('like_tag_ids').$type<number[]>().notNull(),
    commentTagIds: jsonb('comment_tag_ids').$type<number[]>().notNull(),
    publishAt: at('publish_at').notNull(),
    endAt: at('end_at').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    cancelledAt: at('cancelled_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('moment_tasks_tenant_created_idx').on(table.tenantId, table.createdAt.desc()),
  ],
);

export const momentTaskEmployees = pgTable(
  'moment_task_employees',
  {
    tenantId: text('tenant_id').notNull(),
    taskId: integer('task_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    publishedAt: at('published_at'),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.taskId, table.employeeId] })],
);

export const momentInteractions = pgTable(
  'moment_interactions',
  {
    tenantId: text('tenant_id').notNull(),
    taskId: integer('task_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    /** 1 like, 2 comment. */
    kind: smallint('kind').notNull(),
    comment: text('comment').notNull().default(''),
    occurredAt: at('occurred_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.taskId, table.customerId, table.kind] }),
  ],
);

export const smsSignatures = pgTable(
  'sms_signatures',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** 0 审核中, 1 通过, 2 驳回 (the provider's review). */
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    submittedAt: at('submitted_at').notNull(),
    reviewDueAt: at('review_due_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const smsTemplates = pgTable(
  'sms_templates',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    submittedAt: at('submitted_at').notNull(),
    reviewDueAt: at('review_due_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const smsSends = pgTable(
  'sms_sends',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    signatureId: integer('signature_id').notNull(),
    templateId: integer('template_id').notNull(),
    /** The text as sent: 【signature】content + opt-out words. */
    content: text('content').notNull(),
    parts: integer('parts').notNull(),
    partPriceLi: integer('part_price_li').notNull(),
    /** 1 customers by filter, 2 uploaded list, 3 typed numbers. */
    targetKind: smallint('target_kind').notNull(),
    sendAt: at('send_at').notNull(),
    /** 1 scheduled, 2 sent, 3 cancelled. */
    status: smallint('status').notNull(),
    /**
     * issue #41: the console user who sent it (users.id); a scoped reader sees the sends of
     * users linked to an employee of their scope. Null for sends made before it was kept.
     */
    createdBy: integer('created_by'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const smsRecipients = pgTable(
  'sms_recipients',
  {
    tenantId: text('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    sendId: integer('send_id').notNull(),
    phone: text('phone').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }),
    /** 0 pending, 1 delivered, 2 failed, 3 cancelled. */
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    deliveredAt: at('delivered_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('sms_recipients_send_phone_unique').on(table.tenantId, table.sendId, table.phone),
  ],
);
