// Observability (issue #14 "state, attempts, last error, progress; a stuck job is
// visible"): our job record joined with pg-boss's row (live table, then archive).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { JOB_STATE_LABELS } from './job-types';
import type { JobState, JobStatus } from './job-types';

interface StatusRow {
  id: string;
  name: string;
  tenant_id: string | null;
  key: string | null;
  progress_done: number;
  progress_total: number | null;
  created_at: string | Date;
  state: string | null;
  retry_count: number | null;
  retry_limit: number | null;
  output: unknown;
  started_on: string | Date | null;
  start_after: string | Date | null;
  completed_on: string | Date | null;
  stuck: boolean | null;
}

const BOSS_STATES: Record<string, JobState> = {
  created: 'queued',
  retry: 'retrying',
  active: 'active',
  completed: 'completed',
  cancelled: 'cancelled',
  failed: 'failed',
};

function iso(value: string | Date | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function errorText(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  const value = typeof output === 'string' ? (JSON.parse(output) as unknown) : output;
  if (value && typeof value === 'object' && 'message' in value) {
    return String((value as { message: unknown }).message);
  }
  return null;
}

function toStatus(row: StatusRow): JobStatus {
  // A record whose pg-boss row is gone (deleted after retention) reads as failed, never as
  // silently done.
  const state: JobState = row.state ? (BOSS_STATES[row.state] ?? 'failed') : 'failed';
  const started = row.started_on !== null;
  const lastError = row.state === 'completed' ? null : errorText(row.output);
  return {
    id: row.id,
    name: row.name,
    tenantId: row.tenant_id,
    key: row.key,
    state,
    stateLabel: JOB_STATE_LABELS[state],
    attempts: started ? Number(row.retry_count ?? 0) + 1 : 0,
    retryLimit: Number(row.retry_limit ?? 0),
    lastError: row.state ? lastError : '任务记录已清理',
    progress: { done: Number(row.progress_done), total: row.progress_total },
    createdAt: iso(row.created_at) ?? '',
    startedAt: iso(row.started_on),
    runAfter: iso(row.start_after) ?? iso(row.created_at) ?? '',
    finishedAt: iso(row.completed_on),
    stuck: row.stuck === true,
  };
}

export async function queryJobStatuses(
  db: Database,
  filter: { tenantId: string | null; id?: string; name?: string; limit: number },
  stuckAfterSeconds: number,
): Promise<JobStatus[]> {
  const tenant =
    filter.tenantId === null ? sql`r.tenant_id IS NULL` : sql`r.tenant_id = ${filter.tenantId}`;
  const byId = filter.id === undefined ? sql`` : sql` AND r.id = ${filter.id}`;
  const byName = filter.name === undefined ? sql`` : sql` AND r.name = ${filter.name}`;
  const result = (await db.execute(sql`
    SELECT r.id, r.name, r.tenant_id, r.key, r.progress_done, r.progress_total, r.created_at,
      j.state, j.retry_count, j.retry_limit, j.output, j.started_on, j.start_after,
      j.completed_on,
      (j.state = 'active' AND greatest(j.started_on, r.progress_at)
        < now() - make_interval(secs => ${stuckAfterSeconds})) AS stuck
    FROM job_records r
    LEFT JOIN LATERAL (
      SELECT * FROM (
        SELECT state::text, retry_count, retry_limit, output, started_on, start_after,
          completed_on, 1 AS pick
        FROM pgboss.job WHERE name = r.name AND id = r.id::uuid
        UNION ALL
        SELECT state::text, retry_count, retry_limit, output, started_on, start_after,
          completed_on, 2 AS pick
        FROM pgboss.archive WHERE name = r.name AND id = r.id::uuid
      ) found ORDER BY pick LIMIT 1
    ) j ON true
    WHERE ${tenant}${byId}${byName}
    ORDER BY r.created_at DESC
    LIMIT ${filter.limit}
  `)) as unknown as { rows: StatusRow[] };
  return result.rows.map(toStatus);
}
