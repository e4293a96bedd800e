// One statement finds the queues that hold a due job, and wakes their workers (issue #33,
// server/jobs/README.md "Polling"). pg-boss's workers each poll their own queue: with ~35
// queues that was ~18 statements a second on an idle server, 7–9 % of a core on PGlite
// (266 against 37 ticks in 30 s idle). The workers now poll only as a safety net and this
// watch keeps the same promptness: a due job starts within one interval, as before.
import type { SqlExecutor } from './job-sql';

export interface DueWatchOptions {
  readonly executor: SqlExecutor;
  readonly intervalMs: number;
  /** Wakes the workers of one queue; names the runner has no workers for are ignored there. */
  readonly wake: (name: string) => void;
  readonly onError: (error: unknown) => void;
}

export interface DueWatch {
  stop(): void;
}

// `state < 'active'` is created or retry, compared on pg-boss's enum as its own fetch does.
const DUE_QUEUES = `SELECT DISTINCT name FROM pgboss.job
  WHERE state < 'active' AND start_after < now()`;

export function startDueWatch(options: DueWatchOptions): DueWatch {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      const { rows } = await options.executor.executeSql(DUE_QUEUES);
      if (stopped) return;
      for (const row of rows as Array<{ name: string }>) options.wake(row.name);
    } catch (error) {
      if (!stopped) options.onError(error);
    }
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), options.intervalMs);
    // a watch alone must not keep a process alive (CLIs, tests that forget to stop)
    timer.unref();
  };
  schedule();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
