// issue #21 statistics seed: group speech is dated in the tenant's day (China time), not in
// the day of whatever zone the PostgreSQL session runs in (date_trunc('day', timestamptz)
// truncates in the session's zone: UTC put owners' messages at 16:00–04:00 China time).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seed: statistics events (issue #21)', () => {
  it('dates group speech between 08:00 and 20:00 China time whatever the session zone', async () => {
    const result = await database.db.execute(
      sql`select count(*)::int as n,
        count(*) filter (where extract(hour from spoke_at at time zone 'Asia/Shanghai')
          not between 8 and 19)::int as outside
        from group_speech where tenant_id = 'demo'`,
    );
    const [row] = (result as unknown as { rows: { n: number; outside: number }[] }).rows;
    expect(row!.n).toBeGreaterThan(1000);
    expect(row!.outside).toBe(0);
  });
});
