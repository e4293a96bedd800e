// issue #21 "Roll-ups": the daily job on the one job runner (#14): at 00:05 in the tenants'
// time zone, yesterday (and any earlier day still missing) becomes final for every tenant.
// Reads still fill a missing day themselves, so a skipped run costs one slower read.
import type { Database } from '../../../db/database';
import { tenants } from '../../../db/schema/identity';
import type { JobRunner } from '../../../jobs/job-types';
import { rollupYesterday } from './rollup';
import { DEFAULT_TENANT_TIME_ZONE } from '../../../../contract/tenant-zone';

export const ROLLUP_JOB = 'statistics.roll-up';

export async function rollupEveryTenant(db: Database, now: number): Promise<number> {
  const all = await db.select({ tenantId: tenants.tenantId }).from(tenants);
  for (const { tenantId } of all) await rollupYesterday(db, tenantId, now);
  return all.length;
}

export function registerRollupJob(jobs: JobRunner, db: Database, now: () => number): void {
  jobs.define<{ tenantId: string | null }>(
    ROLLUP_JOB,
    async () => {
      await rollupEveryTenant(db, now());
    },
    { retryLimit: 3, retryDelaySeconds: 300 },
  );
  void jobs
    .schedule(ROLLUP_JOB, '5 0 * * *', { tenantId: null }, DEFAULT_TENANT_TIME_ZONE)
    .catch((error: unknown) => {
      process.stderr.write(`statistics roll-up schedule failed: ${String(error)}\n`);
    });
}
