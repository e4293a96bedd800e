// issue #17 + #14: the rest of a large send's recipient rows are created by a job on the one
// runner, in chunks (fan-out.ts), yielding between chunks so the console keeps answering.
// Idempotent and resumable: a retry continues after the last committed chunk. When the send
// is complete it refreshes the recipients table's planner statistics (PGlite has no
// autovacuum) and asks for a delivery run at once.
import { sql } from 'drizzle-orm';
import type { GroupFilter, PrivateFilter } from '../../../../contract/reach/mass-send';
import { MASS_CHANNELS } from '../../../../contract/reach/mass-send';
import { massSendRecipients } from '../../../db/schema/reach';
import type { RouteDeps } from '../../../http/app-deps';
import type { MassSendPlatform } from '../../../platform/mass-send-adapter';
import { ADVANCE_JOB, yieldToRequests } from './advance-job';
import { fanOutRest } from './fan-out';
import { groupRecipientsSql, privateRecipientsSql } from './recipient-match';

export const FAN_OUT_JOB = 'reach.mass-send.fan-out';
/** A fan-out that created this many rows or more refreshes the planner statistics. */
const ANALYZE_AFTER_RECIPIENTS = 5000;

export function defineFanOutJob(deps: RouteDeps, platform: MassSendPlatform): void {
  deps.jobs.define<{ tenantId: string; sendId: number }>(
    FAN_OUT_JOB,
    async (job) => {
      const { tenantId, sendId } = job.data;
      let chunks = 0;
      const created = await fanOutRest(
        deps.db,
        platform,
        tenantId,
        sendId,
        async (filter, channel, range) =>
          channel === MASS_CHANNELS.private
            ? privateRecipientsSql(deps.db, tenantId, filter as unknown as PrivateFilter, range)
            : groupRecipientsSql(tenantId, filter as unknown as GroupFilter, range),
        {
          pause: async () => {
            chunks += 1;
            await job.progress(chunks);
            await yieldToRequests();
          },
        },
      );
      if (created >= ANALYZE_AFTER_RECIPIENTS) {
        await deps.db.execute(sql`analyze ${massSendRecipients}`);
      }
      await deps.jobs.enqueue(ADVANCE_JOB, { tenantId }, { key: `send:${sendId}:prepared` });
    },
    { retryLimit: 5, retryDelaySeconds: 30, concurrency: 1, expireInSeconds: 1800 },
  );
}

/** `round`: an edited send fans out again (a new key; the first run's key is spent). */
export async function enqueueFanOut(deps: RouteDeps, tenantId: string, sendId: number, round = '') {
  await deps.jobs.enqueue(FAN_OUT_JOB, { tenantId, sendId }, { key: `send:${sendId}${round}` });
}
