// issue #41 the follow-up reminder on the one job runner (docs/handover.md "Reminders"): one
// job per follow-up with a next time, due at that instant and keyed by the follow-up, so a
// second enqueue (a retried request) adds nothing.
import type { JobRunner } from '../../../jobs/job-types';
import type { RouteDeps } from '../../../http/app-deps';
import { remindFollowUp } from './follow-up-remind';
import type { RemindData } from './follow-up-remind';

export const FOLLOW_UP_REMIND_JOB = 'customer.follow-up-remind';

export function defineFollowUpJobs({ db, jobs, now }: RouteDeps): void {
  jobs.define<RemindData>(FOLLOW_UP_REMIND_JOB, (job) => remindFollowUp(db, job, new Date(now())), {
    retryLimit: 8,
    retryDelaySeconds: 60,
    concurrency: 1,
    expireInSeconds: 300,
  });
}

export async function scheduleFollowUpReminder(
  jobs: JobRunner,
  tenantId: string,
  followUpId: number,
  at: Date | null,
): Promise<void> {
  if (!at) return;
  await jobs.enqueue(
    FOLLOW_UP_REMIND_JOB,
    { tenantId, followUpId },
    { key: `follow-up:${followUpId}`, runAt: at },
  );
}
