// issue #20 /operation-plan 日历 + server/jobs/README.md: moving an operation moves its pending
// jobs. Each queued job of the operation (found by its key prefix in job_records) is cancelled
// and enqueued again at its old run time plus the move, under a new key (the old key's
// dedupe would answer the cancelled job): every run the module planned happens once, later or
// earlier by the same amount. Jobs already run or running are left alone.
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { jobRecords } from '../../../db/schema/jobs';
import type { RouteDeps } from '../../../http/app-deps';
import { escapeLike } from '../../../db/list-query';

export interface JobShift {
  readonly name: string;
  /** Keys of the operation's jobs start with this (e.g. `send:12:`). */
  readonly keyPrefix: string;
  readonly data: { tenantId: string } & Record<string, unknown>;
}

/** Answers how many queued jobs were moved (0: the module had none pending). */
export async function shiftJobs(
  deps: Pick<RouteDeps, 'jobs'> & { db: Database },
  tenantId: string,
  shift: JobShift,
  deltaMs: number,
  moveId: number,
): Promise<number> {
  const records = await deps.db
    .select({ id: jobRecords.id, key: jobRecords.key })
    .from(jobRecords)
    .where(
      and(
        eq(jobRecords.tenantId, tenantId),
        eq(jobRecords.name, shift.name),
        like(jobRecords.key, `${escapeLike(shift.keyPrefix)}%`),
      ),
    );
  let moved = 0;
  for (const record of records) {
    const status = await deps.jobs.get(tenantId, record.id);
    if (status?.state !== 'queued') continue;
    if (!(await deps.jobs.cancel(tenantId, record.id))) continue;
    const baseKey = (record.key ?? '').replace(/@move\d+$/, '');
    await deps.jobs.enqueue(shift.name, shift.data, {
      key: `${baseKey}@move${moveId}`,
      runAt: new Date(Date.parse(status.runAfter) + deltaMs),
    });
    moved += 1;
  }
  return moved;
}

/** Cancels the operation's queued jobs (a module that re-queues itself under a new version). */
export async function cancelJobs(
  deps: Pick<RouteDeps, 'jobs'> & { db: Database },
  tenantId: string,
  name: string,
  keyPrefix: string,
): Promise<void> {
  const records = await deps.db
    .select({ id: jobRecords.id })
    .from(jobRecords)
    .where(
      and(
        eq(jobRecords.tenantId, tenantId),
        eq(jobRecords.name, name),
        like(jobRecords.key, `${escapeLike(keyPrefix)}%`),
      ),
    );
  for (const record of records) {
    const status = await deps.jobs.get(tenantId, record.id);
    if (status?.state === 'queued') await deps.jobs.cancel(tenantId, record.id);
  }
}
