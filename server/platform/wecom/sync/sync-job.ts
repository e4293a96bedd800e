// The WeCom sync as jobs on the one runner (server/jobs, docs/wecom.md "What syncs when"):
// `platform.wecom-sync` runs one run (full on connecting, reconcile nightly) from its
// checkpoint; a busy or rate-limited WeCom (45009, 45033, -1, 5xx, timeout) throws, the
// runner retries it later with back-off, and the retry resumes at the last committed page.
// `platform.wecom-reconcile` (cron) starts a reconcile run for every tenant on WeCom.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { wecomSyncRuns } from '../../../db/schema/wecom-sync';
import type { JobRunner } from '../../../jobs/job-types';
import type { SyncDeps } from './full-sync';
import { runSyncPhases } from './full-sync';
import type { SyncKind } from './sync-runs';
import { failRun, noteRunError, startRun } from './sync-runs';
import { BusinessError } from '../../../http/http-errors';

export const WECOM_SYNC_JOB = 'platform.wecom-sync';
export const WECOM_RECONCILE_JOB = 'platform.wecom-reconcile';
/** 03:30 UTC+8 every night: after the day's callbacks, before the morning's work. */
export const RECONCILE_CRON = '30 19 * * *';
/** WeCom's limits are per minute: the first retry a minute later, doubling from there. */
export const SYNC_RETRY = { retryLimit: 8, retryDelaySeconds: 60, expireInSeconds: 3600 };

interface SyncJobData {
  readonly tenantId: string;
  readonly runId: number;
}

export interface SyncJobDeps extends Omit<SyncDeps, 'adapter'> {
  readonly adapterFor: (tenantId: string) => SyncDeps['adapter'];
  /** Tenants whose platform is WeCom (the nightly reconcile walks them). */
  readonly wecomTenants: () => Promise<string[]>;
}

/** Starts a run unless one is already running for the tenant; answers the run's id. */
export async function startSync(
  db: Database,
  jobs: JobRunner,
  tenantId: string,
  kind: SyncKind,
  now: Date,
): Promise<number> {
  const [running] = await db
    .select({ id: wecomSyncRuns.id })
    .from(wecomSyncRuns)
    .where(and(eq(wecomSyncRuns.tenantId, tenantId), eq(wecomSyncRuns.status, 'running')));
  if (running) return running.id;
  const runId = await startRun(db, tenantId, kind, now);
  await jobs.enqueue<SyncJobData>(WECOM_SYNC_JOB, { tenantId, runId }, { key: `run:${runId}` });
  return runId;
}

/** WeCom's refusals carry their Chinese reason (docs/wecom.md "Errors"); anything else is ours. */
export function syncErrorText(error: unknown): string {
  if (error instanceof BusinessError) return error.message;
  // Our own failure's text (SQL, data) stays in the job's record, not on the page.
  return '同步出错：服务器内部错误，稍后会自动重试；持续失败请联系管理员';
}

export function defineWecomSyncJobs(jobs: JobRunner, deps: SyncJobDeps): void {
  jobs.define<SyncJobData>(
    WECOM_SYNC_JOB,
    async (job) => {
      const { tenantId, runId } = job.data;
      const syncDeps = { ...deps, adapter: deps.adapterFor(tenantId) };
      try {
        await runSyncPhases(syncDeps, tenantId, runId, (pages) => job.progress(pages));
      } catch (error) {
        // Each attempt's reason is on the run (shown on /authorize, in Chinese); the last
        // attempt's failure ends it.
        const message = syncErrorText(error);
        if (job.attempt > SYNC_RETRY.retryLimit) {
          await failRun(deps.db, tenantId, runId, message, deps.now());
        } else {
          await noteRunError(deps.db, tenantId, runId, message, deps.now());
        }
        throw error;
      }
    },
    { ...SYNC_RETRY, concurrency: 1 },
  );
  jobs.define(WECOM_RECONCILE_JOB, async () => {
    for (const tenantId of await deps.wecomTenants()) {
      await startSync(deps.db, jobs, tenantId, 'reconcile', deps.now());
    }
  });
}

export async function scheduleWecomReconcile(jobs: JobRunner): Promise<void> {
  await jobs.schedule(WECOM_RECONCILE_JOB, RECONCILE_CRON, { tenantId: null });
}
