// issue #20 /admp-tag 计算标签 (docs/domain.md §3: [KJ] ShopCustomerRfmSetting, ShopCustLevelSet):
// the tenant's RFM thresholds and level ladder, and each customer's computed values (rebuilt
// by the daily job or on demand).
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

export const rfmSettings = pgTable('rfm_settings', {
  tenantId: tenantId().primaryKey(),
  /** R is high when the last order is at most this many days old. */
  recencyDays: integer('recency_days').notNull().default(30),
  /** F is high at this many orders or more. */
  frequencyMin: integer('frequency_min').notNull().default(3),
  /** M is high at this amount or more. */
  monetaryMin: numeric('monetary_min', { precision: 14, scale: 2 }).notNull().default('500'),
  /** Level ladder: [{ title, min_amount }], highest first once sorted. */
  levels: jsonb('levels')
    .$type<Array<{ title: string; min_amount: string }>>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  computedAt: at('computed_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const customerComputedTags = pgTable(
  'customer_computed_tags',
  {
    tenantId: tenantId(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    /** contract/marketing/admp-tag.ts RFM_SEGMENTS key, e.g. '111'. */
    rfm: text('rfm').notNull(),
    level: text('level').notNull().default(''),
    recencyDays: integer('recency_days').notNull(),
    orders: integer('orders').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    computedAt: at('computed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.customerId] }),
    index('customer_computed_tags_rfm_idx').on(table.tenantId, table.rfm),
  ],
);
