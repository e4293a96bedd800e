// The sandbox platform's review of a third-party development authorization (spec §4
// "Developer audit": 0 processing → 1 passed): it passes a fixed time after applying and
// issues the developer code, the way the platform's review would come back.
import { randomBytes } from 'node:crypto';

/** How long the sandbox's review takes. */
export const DEVELOPER_REVIEW_MS = 60_000;

export interface ReviewOutcome {
  readonly checkStatus: 1;
  readonly reportingStatus: 1;
  readonly code: string;
}

export function developerReviewDue(appliedAt: Date): Date {
  return new Date(appliedAt.getTime() + DEVELOPER_REVIEW_MS);
}

/** The review's outcome once it is due; undefined while still in review. */
export function reviewDeveloper(
  application: { readonly checkStatus: number; readonly reviewDueAt: Date | null },
  now: Date,
): ReviewOutcome | undefined {
  if (application.checkStatus !== 0 || !application.reviewDueAt) return undefined;
  if (application.reviewDueAt.getTime() > now.getTime()) return undefined;
  return { checkStatus: 1, reportingStatus: 1, code: `dev_${randomBytes(8).toString('hex')}` };
}
