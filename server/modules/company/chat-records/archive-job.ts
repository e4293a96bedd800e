// issue #22 + #14: the archive pull is a job on the one runner — every five minutes for each
// tenant whose archive is configured (docs/domain.md §7: the finance SDK keeps 5 days, so a pull
// every few minutes never misses a message), and on demand from /chat-records (立即拉取).
// The pull itself is idempotent (archive-pull.ts), so a retry or a second run stores nothing twice.
import { sql } from 'drizzle-orm';
import type { RouteDeps } from '../../../http/app-deps';
import { archiveConfigured, pullArchive, recordPullError } from './archive-pull';

export const ARCHIVE_PULL_JOB = 'company.chat-archive.pull';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function defineArchivePullJob(deps: RouteDeps): void {
  deps.jobs.define<{ tenantId: string | null }>(
    ARCHIVE_PULL_JOB,
    async (job) => {
      const tenants = job.data.tenantId
        ? [job.data.tenantId]
        : rowsOf<{ tenant_id: string }>(
            await deps.db.execute(
              sql`select tenant_id from chat_archive_configs where secret <> '' and private_key <> ''`,
            ),
          ).map((row) => row.tenant_id);
      for (const [index, tenantId] of tenants.entries()) {
        if (!(await archiveConfigured(deps.db, tenantId))) continue;
        try {
          await pullArchive(deps.db, tenantId, new Date(deps.now()));
        } catch (error) {
          await recordPullError(
            deps.db,
            tenantId,
            error instanceof Error ? error.message : String(error),
          );
          throw error;
        }
        await job.progress(index + 1, tenants.length);
      }
    },
    { retryLimit: 3, retryDelaySeconds: 60, concurrency: 1, expireInSeconds: 600 },
  );
  deps.jobs
    .schedule(ARCHIVE_PULL_JOB, '*/5 * * * *', { tenantId: null })
    .catch((error: unknown) => {
      process.stderr.write(`chat archive pull not scheduled: ${String(error)}\n`);
    });
}

/** One pull for the tenant now; asked twice within a minute it answers the same job. */
export async function enqueueArchivePull(deps: RouteDeps, tenantId: string): Promise<string> {
  const minute = Math.floor(deps.now() / 60_000);
  return deps.jobs.enqueue(ARCHIVE_PULL_JOB, { tenantId }, { key: `pull:${minute}` });
}
