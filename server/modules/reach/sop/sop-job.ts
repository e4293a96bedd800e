// issue #18 + #14: SOP steps become due on the one job runner. A scheduled sweep (every
// minute, every tenant) and one-off runs for a tenant (after a plan is created, resumed or the
// sandbox clock moves) call advanceSop, whose transitions are conditional updates: durable
// (the tasks are rows), idempotent, and a step is reminded once across retries and restarts.
import { sql } from 'drizzle-orm';
import type { RouteDeps } from '../../../http/app-deps';
import { deliverAppMessages } from '../../../platform/wecom/app-messages';
import { wecomReachOf } from '../../../platform/wecom/reach-deps';
import { tenantPlatformKind } from '../../../platform/wecom/tenant-platform';
import { advanceSop, sopNow } from './sop-advance';

export const SOP_ADVANCE_JOB = 'reach.sop.advance';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function defineSopJob(deps: RouteDeps): void {
  deps.jobs.define<{ tenantId: string | null }>(
    SOP_ADVANCE_JOB,
    async (job) => {
      const tenants = job.data.tenantId
        ? [job.data.tenantId]
        : rowsOf<{ tenant_id: string }>(
            await deps.db.execute(sql`select distinct tenant_id from sop_plans where state = 1
              union select distinct tenant_id from wecom_app_messages where state in (0, 1)`),
          ).map((row) => row.tenant_id);
      for (const [index, tenantId] of tenants.entries()) {
        await advanceSop(deps.db, tenantId, await sopNow(deps.db, tenantId, deps.now()));
        // On WeCom: the reminders queued by advanceSop (and any a cut-off run left) go out.
        if ((await tenantPlatformKind(deps.db, tenantId)) === 'wecom') {
          await deliverAppMessages(deps.db, wecomReachOf(deps.db), tenantId, new Date(deps.now()));
        }
        await job.progress(index + 1, tenants.length);
      }
    },
    { retryLimit: 3, retryDelaySeconds: 60, concurrency: 1, expireInSeconds: 600 },
  );
  // A worker-mode runner sweeps every minute; a manual (test) runner ignores schedules.
  deps.jobs.schedule(SOP_ADVANCE_JOB, '* * * * *', { tenantId: null }).catch((error: unknown) => {
    process.stderr.write(`SOP sweep not scheduled: ${String(error)}\n`);
  });
}

/** A run for one tenant now (same key within a minute: one run). */
export async function enqueueSopRun(deps: RouteDeps, tenantId: string, reason: string) {
  const minute = Math.floor(deps.now() / 60_000);
  await deps.jobs.enqueue(SOP_ADVANCE_JOB, { tenantId }, { key: `${reason}:${minute}` });
}
