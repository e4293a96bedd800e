// Job definitions shared by the runner tests and the child process they kill.
import { sql } from 'drizzle-orm';
import type { JobRunner } from '../job-types';

export const effectRuns: string[] = [];

/**
 * test.effect: writes a marker once per job (job_effects) and counts handler runs;
 * test.hang: marks its effect, reports progress, then never finishes (until killed) when
 * `hang`, or finishes when run again in the restarted process.
 * Answers a promise that settles once test.hang is running.
 */
export function defineTestJobs(jobs: JobRunner, options: { hang: boolean }): Promise<void> {
  let signalRunning: () => void = () => undefined;
  const running = new Promise<void>((resolve) => (signalRunning = resolve));
  jobs.define('test.effect', async (job) => {
    effectRuns.push(job.id);
    await job.once(`effect:${job.id}`, async (tx) => {
      await tx.execute(sql`SELECT 1`);
    });
  });
  jobs.define(
    'test.hang',
    async (job) => {
      effectRuns.push(job.id);
      await job.once(`hang:${job.id}`, async () => undefined);
      await job.progress(1, 2);
      signalRunning();
      if (options.hang) await new Promise(() => undefined);
    },
    { retryDelaySeconds: 1 },
  );
  return running;
}
