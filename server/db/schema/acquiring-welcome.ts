// issue #16 welcome messages (docs/domain.md §1 /welcome, /group-welcome): welcomes by employee or
// department scope with a per-tenant default and time periods, the nickname block list, the
// diagnostics log of every add (which welcome and why, or why none), group-join welcome
// templates and the log of every join. Messages are contract/message-content.ts bodies.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

const jsonList = (name: string) =>
  jsonb(name)
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);
const jsonObject = (name: string) =>
  jsonb(name)
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`);

export const welcomeMessages = pgTable(
  'welcome_messages',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    isDefault: boolean('is_default').notNull().default(false),
    employeeIds: jsonList('employee_ids'),
    departmentIds: jsonList('department_ids'),
    /** contract/acquiring/welcome.ts WelcomeForm (message, periods), validated on write. */
    config: jsonObject('config'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // One default welcome per tenant.
    uniqueIndex('welcome_messages_one_default')
      .on(table.tenantId)
      .where(sql`${table.isDefault}`),
  ],
);

export const welcomeSettings = pgTable('welcome_settings', {
  tenantId: tenantId().primaryKey(),
  nicknameBlockWords: jsonb('nickname_block_words')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One row per add: the welcome chosen and why, or why none was sent (issue #16). */
export const welcomeLogs = pgTable(
  'welcome_logs',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    customerName: text('customer_name').notNull(),
    employeeId: integer('employee_id').notNull(),
    channelCodeId: integer('channel_code_id'),
    /**
     * The add's contact-way state: the acquiring tool it came through (a shunt, lock or group
     * code, a short link), shown in the log (issue #38 item 9). Null before it was recorded.
     */
    state: text('state'),
    /** sent | skipped | failed */
    outcome: text('outcome').notNull(),
    /** code | employee | default, null when nothing was chosen. */
    source: text('source'),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    welcomeId: integer('welcome_id'),
    textPreview: text('text_preview').notNull().default(''),
    occurredAt: at('occurred_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // A replayed add callback records nothing twice.
    unique('welcome_logs_add_unique').on(
      table.tenantId,
      table.customerId,
      table.employeeId,
      table.occurredAt,
    ),
    index('welcome_logs_tenant_time').on(table.tenantId, table.occurredAt.desc()),
  ],
);

export const groupWelcomeTemplates = pgTable(
  'group_welcome_templates',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    message: jsonObject('message'),
    groupIds: jsonList('group_ids'),
    ownerEmployeeIds: jsonList('owner_employee_ids'),
    /** issue #35: the platform's template_id (group_welcome_template/add), docs/wecom.md. */
    platformTemplateId: text('platform_template_id').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('group_welcome_templates_tenant_name_unique').on(table.tenantId, table.name),
  ],
);

export const groupWelcomeLogs = pgTable(
  'group_welcome_logs',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    groupId: integer('group_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    templateId: integer('template_id'),
    outcome: text('outcome').notNull(),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    occurredAt: at('occurred_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('group_welcome_logs_join_unique').on(
      table.tenantId,
      table.groupId,
      table.customerId,
      table.occurredAt,
    ),
    index('group_welcome_logs_tenant_time').on(table.tenantId, table.occurredAt.desc()),
  ],
);
