// issue #20 /admp-strategy 人群 ([LW] WeStrategicCrowd + WeStrategicCrowdSwipe): a saved
// condition set, computed by a job into its member list (size, sample, recipient filter).
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
} from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

export const audiences = pgTable(
  'audiences',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** How the conditions combine: and / or. */
    logic: text('logic').notNull(),
    /** contract/marketing/admp-strategy.ts AudienceCondition[]. */
    conditions: jsonb('conditions')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** [LW] type: 1 manual, 2 daily refresh. */
    refresh: smallint('refresh').notNull().default(1),
    /** [LW] status: 1 waiting, 2 computing, 3 done, 4 failed. */
    status: smallint('status').notNull().default(1),
    size: integer('size').notNull().default(0),
    error: text('error').notNull().default(''),
    computedAt: at('computed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const audienceMembers = pgTable(
  'audience_members',
  {
    tenantId: tenantId(),
    audienceId: integer('audience_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.audienceId, table.customerId] }),
    index('audience_members_customer_idx').on(table.tenantId, table.customerId),
  ],
);
