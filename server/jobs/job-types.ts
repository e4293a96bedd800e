// The job runner's public API (issue #14 "Job runner"; server/jobs/README.md). Route
// handlers see only these types; pg-boss stays an implementation detail of job-runner.ts.
import type { Database } from '../db/database';

/** Every job carries its tenant; `null` marks a system job (a sweep over every tenant). */
export interface JobData {
  readonly tenantId: string | null;
}

export interface JobContext<D extends JobData> {
  readonly id: string;
  readonly name: string;
  readonly data: D;
  /** 1 on the first run, 2 on the first retry, … */
  readonly attempt: number;
  /** Stored on the job (observable through `get`/`list`); also marks it alive. */
  progress(done: number, total?: number): Promise<void>;
  /**
   * Runs `effect` at most once for `key` within the job's tenant: a marker row is written in
   * the same transaction as the effect, so a retried job skips what already happened.
   * Answers whether the effect ran now.
   */
  once(key: string, effect: (tx: Database) => Promise<void>): Promise<boolean>;
}

export type JobHandler<D extends JobData> = (job: JobContext<D>) => Promise<void>;

export interface JobOptions {
  /** Retries after the first failure (default 3). */
  readonly retryLimit?: number;
  /** First retry delay; doubles (with jitter) on each retry (default 10 s). */
  readonly retryDelaySeconds?: number;
  /** Jobs of this name run at the same time in one process (default 1). */
  readonly concurrency?: number;
  /** A run longer than this fails (and is retried): default 15 minutes. */
  readonly expireInSeconds?: number;
}

export interface EnqueueOptions {
  /** Idempotency key: a second enqueue with the same name, tenant and key answers the
   *  first job's id and adds nothing. */
  readonly key?: string;
  /** Run no earlier than this instant. */
  readonly runAt?: Date;
}

/** Chinese state labels of spec §2 / issue #14 (the export log shows the same words). */
export type JobState = 'queued' | 'retrying' | 'active' | 'completed' | 'failed' | 'cancelled';
export const JOB_STATE_LABELS: Record<JobState, string> = {
  queued: '排队中',
  retrying: '等待重试',
  active: '执行中',
  completed: '已完成',
  failed: '失败',
  cancelled: '已取消',
};

export interface JobStatus {
  readonly id: string;
  readonly name: string;
  readonly tenantId: string | null;
  readonly key: string | null;
  readonly state: JobState;
  readonly stateLabel: string;
  /** Runs started so far (0 while queued the first time). */
  readonly attempts: number;
  readonly retryLimit: number;
  readonly lastError: string | null;
  readonly progress: { readonly done: number; readonly total: number | null };
  readonly createdAt: string;
  readonly startedAt: string | null;
  readonly runAfter: string;
  readonly finishedAt: string | null;
  /** Active with no progress and no start for longer than `stuckAfterSeconds`. */
  readonly stuck: boolean;
}

export interface JobRunner {
  define<D extends JobData>(name: string, handler: JobHandler<D>, options?: JobOptions): void;
  enqueue<D extends JobData>(name: string, data: D, options?: EnqueueOptions): Promise<string>;
  /** Recurring work: a 5-field cron (UTC unless `tz`); one per name; applied at start. */
  schedule<D extends JobData>(name: string, cron: string, data: D, tz?: string): Promise<void>;
  /** A job of the tenant (null: not found or another tenant's). */
  get(tenantId: string | null, id: string): Promise<JobStatus | null>;
  list(tenantId: string | null, options?: { name?: string; limit?: number }): Promise<JobStatus[]>;
  /** Puts a failed job of the tenant back in the queue. */
  retry(tenantId: string | null, id: string): Promise<boolean>;
  cancel(tenantId: string | null, id: string): Promise<boolean>;
  /** Starts polling (mode 'worker'); creates the queue tables in both modes. */
  start(): Promise<void>;
  /** Stops fetching, waits up to `graceSeconds` for running handlers. */
  stop(graceSeconds?: number): Promise<void>;
  /** issue #36 /readyz: started (worker mode) and not stopped; manual mode until stopped. */
  alive(): boolean;
  /**
   * Tests and CLIs: runs every due job of the defined names in this process, retries that
   * become due included, until none is left; `asOf` first makes jobs due up to that
   * instant (a scheduled run, a retry's back-off) without sleeping. Answers the runs.
   */
  runDue(options?: { asOf?: Date; maxRuns?: number }): Promise<number>;
}
