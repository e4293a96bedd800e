// Customers (issue #9, docs/domain.md §4): external contacts, their relation to each employee who
// added them, company tags, customer groups (chats) with members, and a timeline of events.
// Every key leads with tenant_id; the indexes serve the /customer-list filters (tags first).
import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
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

export const customers = pgTable(
  'customers',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** The platform's external_userid. */
    externalUserId: text('external_user_id').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** spec §4: 1 non-enterprise (WeChat), 2 enterprise (WeCom). */
    type: smallint('type').notNull().default(1),
    corpName: text('corp_name').notNull().default(''),
    /** 0 unknown, 1 male, 2 female. */
    gender: smallint('gender').notNull().default(0),
    /** Latest relation's added_at: the list's sort key, kept by the event handlers. */
    lastAddedAt: at('last_added_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('customers_tenant_external_unique').on(table.tenantId, table.externalUserId),
    index('customers_tenant_last_added_idx').on(
      table.tenantId,
      table.lastAddedAt.desc(),
      table.id.desc(),
    ),
  ],
);

/** docs/domain.md §0: one row per customer↔employee pair (the platform's follow_user). */
export const customerRelations = pgTable(
  'customer_relations',
  {
    tenantId: text('tenant_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    employeeId: integer('employee_id').notNull(),
    remark: text('remark').notNull().default(''),
    description: text('description').notNull().default(''),
    /** contract/customer/customer-list.ts ADD_WAYS: 0 unknown, 1 QR, 2 phone, 3 card, 4 group, ... */
    addWay: smallint('add_way').notNull().default(0),
    /** The contact way's `state` (≤ 30 chars): channel attribution (docs/domain.md §0). */
    state: text('state').notNull().default(''),
    channelCodeId: integer('channel_code_id'),
    addedAt: at('added_at').notNull(),
    deletedByCustomerAt: at('deleted_by_customer_at'),
    deletedByEmployeeAt: at('deleted_by_employee_at'),
    /**
     * The WeCom sync run that last read this pair on the platform (docs/wecom.md "What syncs
     * when"): a pair a finished run did not read is gone on WeCom and is marked deleted.
     */
    seenBySyncRun: integer('seen_by_sync_run'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.customerId, table.employeeId] }),
    foreignKey({
      name: 'customer_relations_customer_fk',
      columns: [table.tenantId, table.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }).onDelete('cascade'),
    index('customer_relations_tenant_employee_idx').on(
      table.tenantId,
      table.employeeId,
      table.addedAt,
    ),
    index('customer_relations_tenant_code_idx').on(table.tenantId, table.channelCodeId),
    // issue #21: today's live statistics roll-up reads one day of adds and removals.
    index('customer_relations_tenant_added_idx').on(table.tenantId, table.addedAt),
    index('customer_relations_tenant_customer_deleted_idx').on(
      table.tenantId,
      table.deletedByCustomerAt,
    ),
    index('customer_relations_tenant_employee_deleted_idx').on(
      table.tenantId,
      table.deletedByEmployeeAt,
    ),
    index('customer_relations_tenant_removed_idx').on(
      table.tenantId,
      sql`least(${table.deletedByCustomerAt}, ${table.deletedByEmployeeAt})`,
    ),
  ],
);

export const tagGroups = pgTable(
  'tag_groups',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    platformId: text('platform_id').notNull().default(''),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('tag_groups_tenant_name_unique').on(table.tenantId, table.name),
  ],
);

export const tags = pgTable(
  'tags',
  {
    tenantId: text('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    groupId: integer('group_id').notNull(),
    platformId: text('platform_id').notNull().default(''),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // issue #9: tag names are unique within their group.
    unique('tags_tenant_group_name_unique').on(table.tenantId, table.groupId, table.name),
    foreignKey({
      name: 'tags_group_fk',
      columns: [table.tenantId, table.groupId],
      foreignColumns: [tagGroups.tenantId, tagGroups.id],
    }).onDelete('cascade'),
  ],
);

/** The company tags a customer carries (the union over its relations' tags). */
export const customerTags = pgTable(
  'customer_tags',
  {
    tenantId: text('tenant_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    tagId: integer('tag_id').notNull(),
    /** The employee on whose relation the tag was marked, when known. */
    employeeId: integer('employee_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.customerId, table.tagId] }),
    // issue #9 performance: the tag filter reads (tenant, tag) → customers.
    index('customer_tags_tenant_tag_idx').on(table.tenantId, table.tagId, table.customerId),
    foreignKey({
      name: 'customer_tags_customer_fk',
      columns: [table.tenantId, table.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'customer_tags_tag_fk',
      columns: [table.tenantId, table.tagId],
      foreignColumns: [tags.tenantId, tags.id],
    }).onDelete('cascade'),
  ],
);

/** Customer groups (external group chats), docs/domain.md §4 /group-list. */
export const customerGroups = pgTable(
  'customer_groups',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    platformChatId: text('platform_chat_id').notNull(),
    name: text('name').notNull(),
    ownerEmployeeId: integer('owner_employee_id'),
    notice: text('notice').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    dismissedAt: at('dismissed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('customer_groups_tenant_chat_unique').on(table.tenantId, table.platformChatId),
  ],
);

export const customerGroupMembers = pgTable(
  'customer_group_members',
  {
    tenantId: text('tenant_id').notNull(),
    groupId: integer('group_id').notNull(),
    /** 1 employee, 2 customer. */
    memberType: smallint('member_type').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** docs/domain.md §4: 1 direct, 2 link, 3 QR. */
    joinScene: smallint('join_scene').notNull().default(1),
    joinedAt: at('joined_at').notNull(),
    leftAt: at('left_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.groupId, table.memberType, table.memberId] }),
    foreignKey({
      name: 'customer_group_members_group_fk',
      columns: [table.tenantId, table.groupId],
      foreignColumns: [customerGroups.tenantId, customerGroups.id],
    }).onDelete('cascade'),
    index('customer_group_members_member_idx').on(table.tenantId, table.memberType, table.memberId),
  ],
);

/** The customer timeline and the source of every channel-code figure. */
export const customerEvents = pgTable(
  'customer_events',
  {
    tenantId: text('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    employeeId: integer('employee_id'),
    channelCodeId: integer('channel_code_id'),
    /** contract/customer/customer-list.ts CUSTOMER_EVENT_TYPES. */
    eventType: text('event_type').notNull(),
    content: jsonb('content')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    occurredAt: at('occurred_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'customer_events_customer_fk',
      columns: [table.tenantId, table.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }).onDelete('cascade'),
    index('customer_events_tenant_customer_idx').on(
      table.tenantId,
      table.customerId,
      table.occurredAt.desc(),
    ),
    // Channel-code statistics and the daily cap count a code's events in a time range.
    index('customer_events_tenant_code_idx')
      .on(table.tenantId, table.channelCodeId, table.occurredAt)
      .where(sql`${table.channelCodeId} is not null`),
  ],
);
