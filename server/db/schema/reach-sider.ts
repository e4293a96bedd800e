// issue #18 /sider-iframe 聊天侧边栏: the sidebar's pages (panels) of a tenant with their order
// and switch, the profile settings of /sider-iframe/config, and what employees did in the
// sidebar (opens, tag edits, follow-ups, tasks marked sent, materials sent) for the figures.
// Every key leads with tenant_id.
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
} from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

export const siderPages = pgTable(
  'sider_pages',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** contract/reach/sider-iframe.ts SIDER_PAGE_KEYS. */
    pageKey: text('page_key').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('sider_pages_tenant_key_unique').on(table.tenantId, table.pageKey),
  ],
);

/** /sider-iframe/config: one row per tenant (contract SiderConfig in `config`). */
export const siderSettings = pgTable('sider_settings', {
  tenantId: tenantId().primaryKey(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const siderEvents = pgTable(
  'sider_events',
  {
    tenantId: text('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** open | tag | follow_up | task_sent | material_sent | reply_sent */
    kind: text('kind').notNull(),
    pageKey: text('page_key').notNull(),
    employeeId: integer('employee_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    refId: bigint('ref_id', { mode: 'number' }),
    occurredAt: at('occurred_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('sider_events_tenant_page_idx').on(table.tenantId, table.pageKey, table.occurredAt),
  ],
);
