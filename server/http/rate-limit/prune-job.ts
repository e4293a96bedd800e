// issue #32 finding 3: rows of ended windows are deleted by a job on the one runner, every
// ten minutes (a key that comes back is reset by its own hit anyway). Only ended windows go:
// there is no wholesale flush a crowd of new keys could trigger.
import type { RouteDeps } from '../app-deps';
import { pruneRateLimits } from './rate-limit';

export const RATE_LIMIT_PRUNE_JOB = 'http.rate-limit.prune';

export function defineRateLimitPrune(deps: RouteDeps): void {
  deps.jobs.define<{ tenantId: null }>(
    RATE_LIMIT_PRUNE_JOB,
    async () => {
      await pruneRateLimits(deps.db, deps.now());
    },
    { retryLimit: 2, retryDelaySeconds: 60, concurrency: 1, expireInSeconds: 300 },
  );
  // A worker-mode runner prunes every ten minutes; a manual (test) runner ignores schedules.
  deps.jobs
    .schedule(RATE_LIMIT_PRUNE_JOB, '*/10 * * * *', { tenantId: null })
    .catch((error: unknown) => {
      process.stderr.write(`rate limit prune not scheduled: ${String(error)}\n`);
    });
}
