// issue #41 customer hand-over (docs/handover.md): one record per customer (or group) handed
// from one employee to another through the platform's transfer (在职转接 / 离职继承), its
// status WeCom's (transfer_result 1–5) or the reason it was refused before or at sending.
// Follow-up records and the tenant's customer stages live here too (the sales team's daily
// work on a customer).
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
import { at, tenantBigIdentity, tenantId, tenantIdentity } from './columns';

export const customerHandovers = pgTable(
  'customer_handovers',
  {
    ...tenantBigIdentity(),
    /** The request that created it (one job sends and polls a batch). */
    batchId: text('batch_id').notNull(),
    /** 1 在职转接 (on the job), 2 离职继承 (resigned). */
    mode: smallint('mode').notNull(),
    /** 1 customer, 2 group chat. */
    targetType: smallint('target_type').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    /** The platform's external_userid or chat_id. */
    platformTargetId: text('platform_target_id').notNull(),
    handoverEmployeeId: integer('handover_employee_id').notNull(),
    takeoverEmployeeId: integer('takeover_employee_id').notNull(),
    /** contract/customer/handover.ts HANDOVER_STATUSES. */
    status: smallint('status').notNull(),
    errcode: integer('errcode').notNull().default(0),
    reason: text('reason').notNull().default(''),
    message: text('message').notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
    takeoverAt: at('takeover_at'),
    finishedAt: at('finished_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('customer_handovers_batch_idx').on(table.tenantId, table.batchId, table.status),
    index('customer_handovers_target_idx').on(
      table.tenantId,
      table.targetType,
      table.targetId,
      table.createdAt,
    ),
    index('customer_handovers_created_idx').on(table.tenantId, table.createdAt),
  ],
);

/** A tenant's customer stages (客户阶段), in funnel order. */
export const customerStages = pgTable(
  'customer_stages',
  {
    ...tenantIdentity(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('customer_stages_tenant_name_unique').on(table.tenantId, table.name),
  ],
);

/** A customer's stage (one row per customer that has one). */
export const customerStageOf = pgTable(
  'customer_stage_of',
  {
    tenantId: tenantId(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    stageId: integer('stage_id').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.customerId] }),
    index('customer_stage_of_stage_idx').on(table.tenantId, table.stageId),
  ],
);

/** 跟进记录: text, images, the next follow-up time (reminded once when due). */
export const customerFollowUps = pgTable(
  'customer_follow_ups',
  {
    ...tenantBigIdentity(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    /** Who followed up (the reminder goes to them); null when written by an operator. */
    employeeId: integer('employee_id'),
    text: text('text').notNull(),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    nextFollowAt: at('next_follow_at'),
    remindedAt: at('reminded_at'),
    /** 'console' or 'sidebar'. */
    source: text('source').notNull().default('console'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('customer_follow_ups_customer_idx').on(
      table.tenantId,
      table.customerId,
      table.createdAt.desc(),
    ),
    index('customer_follow_ups_due_idx').on(table.tenantId, table.nextFollowAt),
  ],
);
