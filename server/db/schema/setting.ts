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

/**
 * issue #14 /role-manage: who changed which role or console user, what and when. Kept with the
 * actor's name as it was, so the trail reads the same after a user is removed.
 */
export const roleAuditLog = pgTable(
  'role_audit_log',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** role_create | role_update | role_delete | user_create | user_role | user_disable | … */
    action: text('action').notNull(),
    targetName: text('target_name').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('role_audit_log_tenant_created_idx').on(table.tenantId, table.createdAt.desc()),
  ],
);
