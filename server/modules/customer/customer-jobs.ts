// issue #19 work that outlives a request, on the one job runner (server/jobs): a batch tag
// task (chunked, idempotent: a retry resumes after the last committed chunk; progress per
// chunk), the 09:00 loss digest (one notice per recipient per day, keyed by the day), and
// the scheduled tag sync (checked every 5 minutes; once per tenant per day).
import type { RouteDeps } from '../../http/app-deps';
import { createPlatformAdapter } from '../../platform/adapter';
import { BATCH_TAG_RETRY_LIMIT, runBatchTagAttempt } from './batch-tag/batch-task-run';
import { sendLossDigests } from './loss-customer/loss-alerts';
import { runScheduledSyncs } from './sync-tag/sync-schedule';
import { CHINA_TIME_ZONE } from '../../../contract/china-time';

export const BATCH_TAG_JOB = 'customer.batch-tag';
export const LOSS_DIGEST_JOB = 'customer.loss-digest';
export const TAG_SYNC_SCHEDULE_JOB = 'customer.tag-sync-schedule';

export function registerCustomerJobs({ db, jobs, now }: RouteDeps): void {
  jobs.define<{ tenantId: string; taskId: number }>(
    BATCH_TAG_JOB,
    async (job) => {
      await runBatchTagAttempt(
        db,
        job.data.tenantId,
        job.data.taskId,
        { number: job.attempt, retryLimit: BATCH_TAG_RETRY_LIMIT },
        { now: () => new Date(now()), onProgress: (done, total) => job.progress(done, total) },
      );
    },
    {
      retryLimit: BATCH_TAG_RETRY_LIMIT,
      retryDelaySeconds: 30,
      concurrency: 1,
      expireInSeconds: 3600,
    },
  );
  jobs.define<{ tenantId: null }>(LOSS_DIGEST_JOB, async () => {
    await sendLossDigests(db, new Date(now()));
  });
  jobs.define<{ tenantId: null }>(TAG_SYNC_SCHEDULE_JOB, async () => {
    await runScheduledSyncs(db, createPlatformAdapter(db), new Date(now()));
  });
  // Schedules are stored by pg-boss (one per name); they wait for the runner to start.
  void jobs
    .schedule(LOSS_DIGEST_JOB, '5 9 * * *', { tenantId: null }, CHINA_TIME_ZONE)
    .catch(() => undefined);
  void jobs
    .schedule(TAG_SYNC_SCHEDULE_JOB, '*/5 * * * *', { tenantId: null })
    .catch(() => undefined);
}
