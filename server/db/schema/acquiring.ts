// Acquiring (issue #9, docs/domain.md §1 /channel-code): channel live codes and their groups.
// The code's form lives in `config` (contract/acquiring/channel-code.ts ChannelCodeForm),
// validated by the contract on every write; adds and losses are counted from customer_events.
import { sql } from 'drizzle-orm';
import type { ChannelCodeForm } from '../../../contract/acquiring/channel-code';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { tenants } from './identity';
import { at } from './columns';

export const channelCodeGroups = pgTable(
  'channel_code_groups',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.tenantId, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The 默认分组 every tenant has: it cannot be deleted and takes a deleted group's codes. */
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('channel_code_groups_tenant_name_unique').on(table.tenantId, table.name),
  ],
);

export const channelCodes = pgTable(
  'channel_codes',
  {
    tenantId: text('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    groupId: integer('group_id').notNull(),
    name: text('name').notNull(),
    /** docs/domain.md §0: the contact way's state (≤ 30 chars) returned on every add. */
    state: text('state').notNull(),
    /** The unguessable key of the public scan URL (/s/c/:scanKey), unique across tenants. */
    scanKey: text('scan_key').notNull(),
    /** The platform's config_id of the contact way. */
    platformConfigId: text('platform_config_id').notNull().default(''),
    /** The platform's qr_code of the contact way ('' in the sandbox: our scan page is the QR). */
    platformQrCode: text('platform_qr_code').notNull().default(''),
    /** Re-parsed by the contract on read (configOf): a row older than the schema still lists. */
    config: jsonb('config')
      .$type<Partial<ChannelCodeForm>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('channel_codes_tenant_state_unique').on(table.tenantId, table.state),
    unique('channel_codes_scan_key_unique').on(table.scanKey),
    foreignKey({
      name: 'channel_codes_group_fk',
      columns: [table.tenantId, table.groupId],
      foreignColumns: [channelCodeGroups.tenantId, channelCodeGroups.id],
    }),
    index('channel_codes_tenant_group_idx').on(table.tenantId, table.groupId, table.createdAt),
  ],
);
