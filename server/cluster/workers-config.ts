// issue #24 "Beyond one process": WORKERS=N runs N stateless API instances behind one port.
// Only PostgreSQL can be shared by several processes; PGlite is one process per data folder.
import { isPostgresUrl } from '../config/server-config';

export const MAX_WORKERS = 64;

export class WorkersConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkersConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** The number of API processes asked for: 1 when WORKERS is unset or empty. */
export function resolveWorkers(env: Env = process.env): number {
  const raw = env.WORKERS?.trim();
  if (!raw) return 1;
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) {
    throw new WorkersConfigError(
      `WORKERS 必须是 1 到 ${MAX_WORKERS} 之间的整数 / WORKERS must be an integer from 1 to ${MAX_WORKERS}: ${raw}`,
    );
  }
  if (workers > 1 && !isPostgresUrl(env.DATABASE_URL?.trim())) {
    throw new WorkersConfigError(
      `WORKERS=${workers} 需要 DATABASE_URL（PostgreSQL）：内置数据库 PGlite 只能由一个进程打开。` +
        `请设置 DATABASE_URL=postgres://…，或去掉 WORKERS。\n` +
        `WORKERS=${workers} needs DATABASE_URL (PostgreSQL): the embedded PGlite database is ` +
        `one process. Set DATABASE_URL=postgres://… or unset WORKERS.`,
    );
  }
  return workers;
}
