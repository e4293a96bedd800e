// Settings area (issue #14): export tasks of /export-log.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

export const exportTasks = pgTable(
  'export_tasks',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    format: text('format').notNull(),
    /** The list's filters in its query-string form, parsed again by the job. */
    filters: jsonb('filters').$type<Record<string, string | string[]>>().notNull(),
    filtersSummary: text('filters_summary').notNull(),
    columns: text('columns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** queued | running | done | failed | expired */
    status: text('status').notNull().default('queued'),
    rows: integer('rows').notNull().default(0),
    total: integer('total'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    fileName: text('file_name'),
    error: text('error'),
    jobId: text('job_id'),
    createdBy: integer('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    expiresAt: at('expires_at'),
    seenAt: at('seen_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('export_tasks_tenant_created_idx').on(table.tenantId, table.createdAt.desc()),
    index('export_tasks_expires_idx').on(table.status, table.expiresAt),
  ],
);
