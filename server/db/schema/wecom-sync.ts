// WeCom sync (issue #35, docs/wecom.md "What syncs when"): one row per full sync or nightly
// reconcile of a tenant's corp, holding the phase and cursor reached (the checkpoint a
// restarted job resumes from) and what it has written so far (the /authorize progress).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

export interface WecomSyncCheckpoint {
  /** customers: index of the 100-user chunk of follow users and its next cursor. */
  readonly chunk?: number;
  readonly cursor?: string;
}

export interface WecomSyncCounts {
  departments: number;
  employees: number;
  tags: number;
  customers: number;
  relations: number;
  groups: number;
  members: number;
}

export const wecomSyncRuns = pgTable(
  'wecom_sync_runs',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** full (on connecting, or asked for) | reconcile (nightly). */
    kind: text('kind').notNull(),
    /** running | done | failed. */
    status: text('status').notNull().default('running'),
    /** directory → tags → customers → groups → done. */
    phase: text('phase').notNull().default('directory'),
    checkpoint: jsonb('checkpoint')
      .$type<WecomSyncCheckpoint>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    counts: jsonb('counts')
      .$type<WecomSyncCounts>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Pages read from WeCom so far (customer and group pages). */
    pages: integer('pages').notNull().default(0),
    error: text('error').notNull().default(''),
    startedAt: at('started_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('wecom_sync_runs_tenant_started_idx').on(table.tenantId, table.startedAt.desc()),
  ],
);
