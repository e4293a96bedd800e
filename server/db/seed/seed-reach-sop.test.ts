// issue #18 SOP seed, re-run at a chosen instant: the past is settled (most due tasks sent
// within hours of their due time), but nothing is sent after the seed's now.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';
import { seedReachSop } from './seed-reach-sop';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('seed: SOP tasks (issue #18)', () => {
  // A step due at 10:00 was settled as sent at 10:00 + up to 179 minutes: a seed run at
  // 10:30 China time dated sends up to 12:59, in the future.
  it('sends no SOP task after the seed’s now, even one due minutes before it', async () => {
    // The instant most tasks fell due (a step time, e.g. 10:00 China), a week or more ago.
    const [busiest] = await rows<{ due: string }>(
      sql`select due_at::text as due from sop_tasks where tenant_id = 'demo'
          and due_at < (select max(due_at) from sop_tasks where tenant_id = 'demo'
            and due_at <= now()) - interval '7 days'
        group by due_at order by count(*) desc, due_at desc limit 1`,
    );
    const now = new Date(new Date(busiest!.due).getTime() + 60_000);
    for (const table of ['sop_tasks', 'sop_targets', 'sop_plans'])
      await database.db.execute(sql.raw(`delete from ${table} where tenant_id = 'demo'`));
    await seedReachSop(database.db, 'demo', now);
    const at = now.toISOString();
    const [result] = await rows<{ due: number; settled: number; late: number }>(
      sql`select
        count(*) filter (where due_at between ${at}::timestamptz - interval '3 hours'
          and ${at}::timestamptz)::int as due,
        count(*) filter (where status = 2 and due_at <= ${at}::timestamptz - interval '3 hours')::int as settled,
        count(*) filter (where sent_at > ${at}::timestamptz)::int as late
        from sop_tasks where tenant_id = 'demo'`,
    );
    // Tasks fell due in the last 3 hours (the case that went wrong) and older ones were sent.
    expect(result!.due).toBeGreaterThan(0);
    expect(result!.settled).toBeGreaterThan(0);
    expect(result!.late).toBe(0);
  });
});
