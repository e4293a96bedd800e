// issue #19 (docs/domain.md §4): the customer area's operations beside the core mirror in
// customers.ts — group tags, loss/repeat alert settings and the notices the sandbox delivers,
// batch tag tasks with a row per customer, auto-tag rules and their hits, tag sync runs and
// schedule, custom customer fields and their values. A separate file keeps customers.ts
// under the size rule; drizzle-kit reads every file in this folder.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

/** Tags on customer groups (docs/domain.md §4 /group-list: tags on groups). */
export const customerGroupTags = pgTable(
  'customer_group_tags',
  {
    tenantId: tenantId(),
    groupId: integer('group_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.groupId, table.tagId] })],
);

/** One row per tenant: loss alerts ([KJ] each / 09:00 digest) and repeat-add alerts. */
export const customerAlertSettings = pgTable('customer_alert_settings', {
  tenantId: tenantId().primaryKey(),
  lossNotifyEmployee: boolean('loss_notify_employee').notNull().default(false),
  lossNotifyManager: boolean('loss_notify_manager').notNull().default(false),
  /** 'each' on every loss, 'digest' once a day at 09:00 (Asia/Shanghai). */
  lossMode: text('loss_mode').notNull().default('each'),
  lossManagerIds: integer('loss_manager_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  repeatAlert: boolean('repeat_alert').notNull().default(false),
  repeatManagerIds: integer('repeat_manager_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The notices the platform delivered (the sandbox records them). `eventKey` makes a notice
 * idempotent: a loss, a digest day or a repeat add notifies each recipient once.
 */
export const customerAlertNotices = pgTable(
  'customer_alert_notices',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** loss, loss_digest, repeat, remind. */
    kind: text('kind').notNull(),
    recipientEmployeeId: integer('recipient_employee_id').notNull(),
    eventKey: text('event_key').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('customer_alert_notices_once').on(
      table.tenantId,
      table.recipientEmployeeId,
      table.eventKey,
    ),
    index('customer_alert_notices_kind_idx').on(table.tenantId, table.kind, table.createdAt),
  ],
);

/** /batch-tag: one task, processed in chunks by an idempotent function (issue #19). */
export const batchTagTasks = pgTable(
  'batch_tag_tasks',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** add or remove. */
    mode: text('mode').notNull(),
    tagIds: integer('tag_ids').array().notNull(),
    /** filter or list. */
    source: text('source').notNull(),
    filter: jsonb('filter')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** pending, running, done, failed. */
    status: text('status').notNull().default('pending'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    /** The last customer id of the last committed chunk: a retry resumes after it. */
    cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/** The task's customers, fixed when the task is made; result 0 pending, 1 changed, 2 unchanged. */
export const batchTagTaskItems = pgTable(
  'batch_tag_task_items',
  {
    tenantId: tenantId(),
    taskId: integer('task_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    result: smallint('result').notNull().default(0),
  },
  (table) => [
    // The run walks the primary key from the task's cursor (batch-task-run.ts); no index
    // covers result, so marking an item is a HOT update.
    primaryKey({ columns: [table.tenantId, table.taskId, table.customerId] }),
  ],
);

/** /auto-tag rules ([MC] mc_auto_tag, [KJ] WorkTagKeywordRule). */
export const autoTagRules = pgTable(
  'auto_tag_rules',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** keyword, group, time, code, form, radar. */
    type: text('type').notNull(),
    config: jsonb('config')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    tagIds: integer('tag_ids').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    hitCount: integer('hit_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('auto_tag_rules_tenant_name_unique').on(table.tenantId, table.name),
  ],
);

/** A rule fires once per event: (rule, event key) is the key. */
export const autoTagHits = pgTable(
  'auto_tag_hits',
  {
    tenantId: tenantId(),
    ruleId: integer('rule_id').notNull(),
    eventKey: text('event_key').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    detail: text('detail').notNull().default(''),
    hitAt: at('hit_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.ruleId, table.eventKey] }),
    index('auto_tag_hits_rule_idx').on(table.tenantId, table.ruleId, table.hitAt),
  ],
);

/** /sync-tag runs; at most one running per tenant (the partial unique index refuses a second). */
export const tagSyncRuns = pgTable(
  'tag_sync_runs',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** pull, push, both. */
    direction: text('direction').notNull(),
    /** manual, schedule, event. */
    trigger: text('trigger').notNull(),
    status: text('status').notNull().default('running'),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    pushed: integer('pushed').notNull().default(0),
    errors: jsonb('errors')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('tag_sync_runs_one_running')
      .on(table.tenantId)
      .where(sql`${table.status} = 'running'`),
  ],
);

export const tagSyncSettings = pgTable('tag_sync_settings', {
  tenantId: tenantId().primaryKey(),
  scheduleEnabled: boolean('schedule_enabled').notNull().default(false),
  /** HH:MM, Asia/Shanghai. */
  scheduleTime: text('schedule_time').notNull().default('02:00'),
  direction: text('direction').notNull().default('pull'),
  applyEvents: boolean('apply_events').notNull().default(true),
  lastScheduledDay: text('last_scheduled_day').notNull().default(''),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** /custom-info fields ([MC] mc_contact_field, [KJ] CustomField). */
export const customFields = pgTable(
  'custom_fields',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** contract/customer/custom-info.ts FIELD_TYPES. */
    type: text('type').notNull(),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    required: boolean('required').notNull().default(false),
    showInList: boolean('show_in_list').notNull().default(false),
    showInDetail: boolean('show_in_detail').notNull().default(true),
    showInSidebar: boolean('show_in_sidebar').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    /** phone, birthday, email, address, company for the system fields; '' for custom ones. */
    systemKey: text('system_key').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('custom_fields_tenant_name_unique').on(table.tenantId, table.name),
  ],
);

/** A customer's value of a field: JSON (text, number, or an array for multiple choice). */
export const customerFieldValues = pgTable(
  'customer_field_values',
  {
    tenantId: tenantId(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    fieldId: integer('field_id').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.customerId, table.fieldId] }),
    index('customer_field_values_field_idx').on(table.tenantId, table.fieldId),
  ],
);

/**
 * docs/domain.md §4 group status 0 normal, 1 owner left, 2 inheriting, 3 inherited, as the platform
 * reports it; a group without a row is normal unless its owner has left.
 */
export const customerGroupStates = pgTable(
  'customer_group_states',
  {
    tenantId: tenantId(),
    groupId: integer('group_id').notNull(),
    status: smallint('status').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.groupId] })],
);
