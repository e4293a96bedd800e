// Tests only: moves running jobs' start and progress back in time, as if `seconds` had
// passed (expiry and the stuck flag are computed from the database clock).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

export async function ageActiveJobs(db: Database, seconds: number): Promise<void> {
  const by = sql`make_interval(secs => ${seconds})`;
  await db.execute(
    sql`UPDATE pgboss.job SET started_on = started_on - ${by} WHERE state = 'active'`,
  );
  await db.execute(sql`UPDATE job_records SET progress_at = progress_at - ${by}`);
}
