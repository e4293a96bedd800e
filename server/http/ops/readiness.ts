// issue #36 /readyz: ready = the database answers, every migration of this build is applied,
// and the job runner runs. Each check is bounded, so a database that hangs (a dropped
// network) answers 503 instead of a request that never ends.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../../db/database';

/** Raw SQL on the server's database (DatabaseHandle.executeSql). */
export interface SqlProbe {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface ReadinessChecks {
  readonly database: boolean;
  readonly migrations: boolean;
  readonly jobs: boolean;
}

const CHECK_TIMEOUT_MS = 2000;

let expectedMigrations: number | undefined;
function migrationsOfThisBuild(): number {
  expectedMigrations ??= (
    JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return expectedMigrations;
}

function bounded<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(
  probe: SqlProbe,
  jobsAlive: () => boolean,
): Promise<ReadinessChecks> {
  let database = false;
  let migrations = false;
  try {
    await bounded(probe.executeSql('SELECT 1'));
    database = true;
    // drizzle's migrators record each applied migration in drizzle.__drizzle_migrations.
    const result = await bounded(
      probe.executeSql('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'),
    );
    const [row] = result.rows as Array<{ n: number }>;
    migrations = (row?.n ?? 0) >= migrationsOfThisBuild();
  } catch {
    // a failed check stays false
  }
  return { database, migrations, jobs: jobsAlive() };
}
