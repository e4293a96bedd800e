// issue #18 chat tools (docs/domain.md §2): the company's script library of /enterprise-quick-response
// (groups nested one level, scripts with a composer message and a department scope, each use
// an employee makes from the sidebar) and the chat toolbar entries of /menu-setting. Every key
// leads with tenant_id.
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

export const quickReplyGroups = pgTable(
  'quick_reply_groups',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** null: a top-level group; otherwise a top-level group's id (one level of nesting). */
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Departments that see the group in the sidebar; empty: the whole company. */
    departmentIds: jsonb('department_ids').$type<number[]>().notNull().default([]),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('quick_reply_groups_name_unique').on(table.tenantId, table.parentId, table.name),
  ],
);

export const quickReplies = pgTable(
  'quick_replies',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    groupId: integer('group_id').notNull(),
    title: text('title').notNull(),
    /** contract/message-content.ts MessageContent: text + attachments. */
    message: jsonb('message').$type<Record<string, unknown>>().notNull(),
    /** Departments that may use the script; empty: the whole company. */
    departmentIds: jsonb('department_ids').$type<number[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    sendCount: integer('send_count').notNull().default(0),
    lastSentAt: at('last_sent_at'),
    createdBy: integer('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('quick_replies_tenant_group_idx').on(table.tenantId, table.groupId, table.sortOrder),
  ],
);

/** One send of a script by an employee from the chat sidebar (usage per employee). */
export const quickReplyUses = pgTable(
  'quick_reply_uses',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    replyId: integer('reply_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    usedAt: at('used_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('quick_reply_uses_reply_idx').on(table.tenantId, table.replyId, table.usedAt.desc()),
  ],
);

export const chatToolbarEntries = pgTable(
  'chat_toolbar_entries',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** contract/reach/menu-setting.ts BUILTIN_TOOLS key, or 'custom' for an H5 link. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** The H5 address of a custom entry; '' for a built-in page. */
    url: text('url').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Departments whose employees see the entry; empty: everyone. */
    departmentIds: jsonb('department_ids').$type<number[]>().notNull().default([]),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('chat_toolbar_entries_tenant_idx').on(table.tenantId, table.sortOrder),
    // Each built-in page once per tenant (provisioned on first read, concurrent reads safe).
    uniqueIndex('chat_toolbar_entries_builtin_unique')
      .on(table.tenantId, table.kind)
      .where(sql`kind <> 'custom'`),
  ],
);
