// issue #22 + #14: the order binding runs on the one job runner. A scheduled sweep (every 5
// minutes, every tenant with an enabled shop) and one-off runs for a tenant (a rule saved, a
// retry, "立即执行") call bindPending, which is idempotent (bind-sweep.ts).
import type { RouteDeps } from '../../../http/app-deps';
import { bindPending, tenantsWithRules } from './bind-sweep';

export const ORDER_BIND_JOB = 'company.order-bind';

export function defineOrderBindJob(deps: RouteDeps): void {
  deps.jobs.define<{ tenantId: string | null }>(
    ORDER_BIND_JOB,
    async (job) => {
      const tenants = job.data.tenantId ? [job.data.tenantId] : await tenantsWithRules(deps.db);
      for (const [index, tenantId] of tenants.entries()) {
        await bindPending(deps.db, tenantId, new Date(deps.now()));
        await job.progress(index + 1, tenants.length);
      }
    },
    { retryLimit: 3, retryDelaySeconds: 60, concurrency: 1, expireInSeconds: 900 },
  );
  // A worker-mode runner sweeps every 5 minutes; a manual (test) runner ignores schedules.
  deps.jobs.schedule(ORDER_BIND_JOB, '*/5 * * * *', { tenantId: null }).catch((error: unknown) => {
    process.stderr.write(`order binding sweep not scheduled: ${String(error)}\n`);
  });
}

/** A run for one tenant now (same reason within 10 seconds: one run). */
export function enqueueBindRun(deps: RouteDeps, tenantId: string, reason: string) {
  const bucket = Math.floor(deps.now() / 10_000);
  return deps.jobs.enqueue(ORDER_BIND_JOB, { tenantId }, { key: `${reason}:${bucket}` });
}
