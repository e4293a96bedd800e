// issue #17 + #14: mass-send delivery runs as jobs on the one runner. A send enqueues
// "advance" runs for its tenant shortly after its start time (when employees' confirmations
// become due); each run is advanceSends, idempotent per recipient row, so a retry or a
// restart mid-send never delivers twice. Reads still advance too, so a page shows fresh
// results without waiting for the next run.
import type { RouteDeps } from '../../../http/app-deps';
import type { MassSendPlatform } from '../../../platform/mass-send-adapter';
import { advanceSends } from './deliver-sends';
import { advanceWecomSends } from './wecom-advance';

/** Lets queued requests' statements run between two chunks or batches. */
export const yieldToRequests = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

export const ADVANCE_JOB = 'reach.mass-send.advance';
/** After the start time: when most sandbox employees have confirmed, and a later sweep. */
const RUN_OFFSETS_MS = [1_000, 10_000, 60_000, 600_000];

export function defineAdvanceJob(deps: RouteDeps, platform: MassSendPlatform): void {
  deps.jobs.define<{ tenantId: string }>(
    ADVANCE_JOB,
    async (job) => {
      let batches = 0;
      await advanceSends(deps.db, platform, job.data.tenantId, new Date(deps.now()), {
        // Yield between batches: on PGlite the batch's statements hold every other request.
        pause: async () => {
          batches += 1;
          if (batches % 20 === 0) await job.progress(batches);
          await yieldToRequests();
        },
      });
      // A tenant on WeCom: its tasks are created and polled on WeCom (wecom-advance.ts).
      // WeCom's results may finish a send: the same finishing rule once more.
      if (await advanceWecomSends(deps, job.data.tenantId, ADVANCE_JOB)) {
        await advanceSends(deps.db, platform, job.data.tenantId, new Date(deps.now()));
      }
    },
    { retryLimit: 5, retryDelaySeconds: 30, concurrency: 1, expireInSeconds: 1800 },
  );
}

/** `round` tells an edited send's runs (at its new time) from the first ones (same key, no run). */
export async function enqueueAdvance(
  deps: RouteDeps,
  tenantId: string,
  sendId: number,
  startAt: Date,
  round = '',
): Promise<void> {
  for (const offset of RUN_OFFSETS_MS) {
    await deps.jobs.enqueue(
      ADVANCE_JOB,
      { tenantId },
      { key: `send:${sendId}${round}:${offset}`, runAt: new Date(startAt.getTime() + offset) },
    );
  }
}
