// Job runner bookkeeping (issue #14 "Job runner"). The queue itself is pg-boss's own schema
// (`pgboss`, created and migrated by pg-boss on start); these two tables add what it lacks:
// the tenant and idempotency key of a job with its progress, and the effects done once.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { tenants } from './identity';

/** One row per enqueued job; the id is pg-boss's job id (deterministic when keyed). */
export const jobRecords = pgTable(
  'job_records',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** null for system jobs (cron sweeps over every tenant). */
    tenantId: text('tenant_id').references(() => tenants.tenantId, { onDelete: 'cascade' }),
    key: text('key'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    progressAt: at('progress_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('job_records_tenant_name_idx').on(table.tenantId, table.name, table.createdAt)],
);

/**
 * "Do this effect once for key K": the row is written in the same transaction as the
 * effect, so a retried job finds it and skips (issue #14 "never performs its side effect
 * twice").
 */
export const jobEffects = pgTable('job_effects', {
  /** `${tenantId ?? '-'}:${key}` */
  effectKey: text('effect_key').primaryKey(),
  tenantId: text('tenant_id').references(() => tenants.tenantId, { onDelete: 'cascade' }),
  jobId: text('job_id').notNull(),
  doneAt: at('done_at').notNull().defaultNow(),
});
