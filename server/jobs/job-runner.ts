// The one job runner (issue #14 "Job runner"): pg-boss 10 over the project's own database
// through its `db` adapter, so PGlite and PostgreSQL behave alike. Why pg-boss 10 and the
// API: server/jobs/README.md. Jobs live in pg-boss's `pgboss` schema (durable, retried with
// back-off, fetched with SKIP LOCKED so several processes run each job once); our
// job_records row adds tenant, idempotency key and progress, written in the same
// transaction as the pg-boss insert.
import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { jobEffects, jobRecords } from '../db/schema/jobs';
import { startDueWatch, type DueWatch } from './due-watch';
import { createQueueRetryingDeadlocks, drizzleExecutor, keyedJobId } from './job-sql';
import type { SqlExecutor } from './job-sql';
import { queryJobStatuses } from './job-status';
import type { JobContext, JobData, JobHandler, JobOptions, JobRunner } from './job-types';

export interface JobRunnerOptions {
  readonly db: Database;
  /** Raw SQL on the same database (DatabaseHandle.executeSql). */
  readonly executor: SqlExecutor;
  /** 'worker' polls and runs cron; 'manual' runs only through runDue (tests, CLIs). */
  readonly mode: 'worker' | 'manual';
  /** How soon a due job starts in 'worker' mode: the due watch's interval (due-watch.ts). */
  readonly pollingIntervalSeconds?: number;
  readonly stuckAfterSeconds?: number;
  readonly onError?: (error: unknown) => void;
}

interface Definition {
  readonly handler: JobHandler<JobData>;
  readonly options: Required<JobOptions>;
  readonly workerIds: string[];
}

type BossJob = PgBoss.JobWithMetadata<JobData>;

const DEFAULTS: Required<JobOptions> = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  concurrency: 1,
  expireInSeconds: 15 * 60,
};

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, mode } = options;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  // each worker's own poll is only the safety net behind the one due watch (due-watch.ts)
  const workerPollSeconds = Math.max(60, pollingIntervalSeconds);
  let watch: DueWatch | undefined;
  const stuckAfterSeconds = options.stuckAfterSeconds ?? 5 * 60;
  const onError =
    options.onError ??
    ((error: unknown) =>
      process.stderr.write(`任务队列错误 / job runner error: ${String(error)}\n`));
  const boss = new PgBoss({
    db: options.executor,
    schema: 'pgboss',
    supervise: mode === 'worker',
    schedule: mode === 'worker',
    maintenanceIntervalSeconds: 60,
    // Failed jobs stay retryable from the live table for a week (the export log's 7 days).
    archiveFailedAfterSeconds: 7 * 24 * 3600,
    archiveCompletedAfterSeconds: 24 * 3600,
  });
  boss.on('error', onError);
  const definitions = new Map<string, Definition>();
  const schedules: Array<{ name: string; cron: string; data: object; tz: string }> = [];
  let starting: Promise<void> | undefined;
  let started = false;
  let stopped = false;

  async function setUpQueue(name: string, definition: Definition): Promise<void> {
    const queue = {
      name,
      retryLimit: definition.options.retryLimit,
      retryDelay: definition.options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.options.expireInSeconds,
    };
    await createQueueRetryingDeadlocks(boss, queue);
    await boss.updateQueue(name, queue);
    if (mode !== 'worker') return;
    for (let slot = 0; slot < definition.options.concurrency; slot += 1) {
      const workerId = await boss.work<JobData>(
        name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: workerPollSeconds },
        async ([job]) => {
          if (job) await runOne(definition, job);
        },
      );
      definition.workerIds.push(workerId);
    }
  }

  function ready(): Promise<void> {
    starting ??= (async () => {
      await boss.start();
      for (const [name, definition] of definitions) await setUpQueue(name, definition);
      for (const entry of schedules.splice(0)) {
        await boss.schedule(entry.name, entry.cron, entry.data, { tz: entry.tz });
      }
      if (mode === 'worker' && !stopped) {
        watch = startDueWatch({
          executor: options.executor,
          intervalMs: pollingIntervalSeconds * 1000,
          wake: (name) => {
            for (const workerId of definitions.get(name)?.workerIds ?? [])
              boss.notifyWorker(workerId);
          },
          onError,
        });
      }
      started = true;
    })();
    return starting;
  }

  function context(job: BossJob): JobContext<JobData> {
    const tenantId = job.data.tenantId ?? null;
    return {
      id: job.id,
      name: job.name,
      data: job.data,
      attempt: job.retryCount + 1,
      async progress(done, total) {
        await db
          .update(jobRecords)
          .set({ progressDone: done, progressTotal: total ?? null, progressAt: sql`now()` })
          .where(eq(jobRecords.id, job.id));
      },
      once(key, effect) {
        return db.transaction(async (tx) => {
          const marked = await tx
            .insert(jobEffects)
            .values({ effectKey: `${tenantId ?? '-'}:${key}`, tenantId, jobId: job.id })
            .onConflictDoNothing()
            .returning({ key: jobEffects.effectKey });
          if (marked.length === 0) return false;
          await effect(tx as unknown as Database);
          return true;
        });
      },
    };
  }

  function runOne(definition: Definition, job: BossJob): Promise<void> {
    return definition.handler(context(job));
  }

  function definitionOf(name: string): Definition {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`job "${name}" is not defined`);
    return definition;
  }

  async function ownedName(tenantId: string | null, id: string): Promise<string | null> {
    const [row] = await queryJobStatuses(db, { tenantId, id, limit: 1 }, stuckAfterSeconds);
    return row ? row.name : null;
  }

  return {
    define(name, handler, jobOptions = {}) {
      if (definitions.has(name)) throw new Error(`job "${name}" is defined twice`);
      const definition: Definition = {
        handler: handler as JobHandler<JobData>,
        options: { ...DEFAULTS, ...jobOptions },
        workerIds: [],
      };
      definitions.set(name, definition);
      if (started) void setUpQueue(name, definition).catch(onError);
    },

    async enqueue(name, data, enqueueOptions = {}) {
      const definition = definitionOf(name);
      await ready();
      const tenantId = data.tenantId ?? null;
      const key = enqueueOptions.key ?? null;
      const id = key === null ? crypto.randomUUID() : keyedJobId(name, tenantId, key);
      const inserted = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(jobRecords)
          .values({ id, name, tenantId, key })
          .onConflictDoNothing()
          .returning({ id: jobRecords.id });
        if (rows.length === 0) return false;
        await boss.send(name, data as object, {
          id,
          ...(enqueueOptions.runAt ? { startAfter: enqueueOptions.runAt } : {}),
          db: drizzleExecutor(tx as unknown as Database),
        });
        return true;
      });
      // Wake this process's workers instead of waiting for the next poll.
      if (inserted && mode === 'worker' && !enqueueOptions.runAt) {
        for (const workerId of definition.workerIds) boss.notifyWorker(workerId);
      }
      return id;
    },

    async schedule(name, cron, data, tz = 'UTC') {
      definitionOf(name);
      // Before start (route registration) it waits for start; a manual runner that never
      // runs a job never creates its tables.
      if (!started) schedules.push({ name, cron, data: data as object, tz });
      else await boss.schedule(name, cron, data as object, { tz });
    },

    async get(tenantId, id) {
      await ready();
      const [row] = await queryJobStatuses(db, { tenantId, id, limit: 1 }, stuckAfterSeconds);
      return row ?? null;
    },

    async list(tenantId, listOptions = {}) {
      await ready();
      return queryJobStatuses(
        db,
        {
          tenantId,
          ...(listOptions.name ? { name: listOptions.name } : {}),
          limit: listOptions.limit ?? 50,
        },
        stuckAfterSeconds,
      );
    },

    async retry(tenantId, id) {
      await ready();
      const name = await ownedName(tenantId, id);
      if (name === null) return false;
      // pg-boss answers { affected } though its types say void.
      const result = (await boss.retry(name, id)) as unknown as { affected: number };
      return result.affected > 0;
    },

    async cancel(tenantId, id) {
      await ready();
      const name = await ownedName(tenantId, id);
      if (name === null) return false;
      const result = (await boss.cancel(name, id)) as unknown as { affected: number };
      return result.affected > 0;
    },

    async start() {
      // Manual mode starts on first use, so server tests that never touch a job pay nothing.
      if (mode === 'worker') await ready();
    },

    alive() {
      return !stopped && (mode === 'manual' || started);
    },

    async stop(graceSeconds = 10) {
      stopped = true;
      watch?.stop();
      if (!starting) return;
      await starting.catch(() => undefined);
      await boss.stop({ graceful: graceSeconds > 0, wait: true, timeout: graceSeconds * 1000 });
    },

    async runDue(runOptions = {}) {
      await ready();
      // Active jobs past their expiry (a killed process's) go back to retry first.
      await boss.expire();
      const names = [...definitions.keys()];
      if (runOptions.asOf) {
        await db.execute(sql`
          UPDATE pgboss.job SET start_after = now() - interval '1 millisecond'
          WHERE name IN (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )})
            AND state < 'active' AND start_after <= ${runOptions.asOf.toISOString()}::timestamptz`);
      }
      const maxRuns = runOptions.maxRuns ?? 1000;
      let runs = 0;
      for (let found = true; found && runs < maxRuns;) {
        found = false;
        for (const name of names) {
          const [job] = await boss.fetch<JobData>(name, { batchSize: 1, includeMetadata: true });
          if (!job) continue;
          found = true;
          runs += 1;
          try {
            await runOne(definitionOf(name), job);
            await boss.complete(name, job.id);
          } catch (error) {
            await boss.fail(
              name,
              job.id,
              error instanceof Error ? error : new Error(String(error)),
            );
          }
        }
      }
      return runs;
    },
  };
}
