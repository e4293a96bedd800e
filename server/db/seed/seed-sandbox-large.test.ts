// docs/conventions.md / issue #9 `npm run seed -- --customers N`: the large tenant's history ends at
// the seed's now, like the demo's (its newest customers were once "deleted" two days after
// their add, in the future, so the list counted them lost before it happened).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';
import { LARGE_TENANT_ID, seedLargeTenant } from './seed-sandbox-large';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seed: the large tenant (issue #9)', () => {
  it('dates no relation, loss or event of the large tenant after the seed’s now', async () => {
    const now = new Date('2026-03-01T16:05:00Z');
    expect(await seedLargeTenant(database.db, 400, now)).toBe(400);
    const result = await database.db.execute(
      sql`select
        (select count(*)::int from customer_relations where tenant_id = ${LARGE_TENANT_ID}
          and deleted_by_customer_at is not null) as lost,
        (select count(*)::int from customer_relations where tenant_id = ${LARGE_TENANT_ID}
          and (added_at > ${now.toISOString()}::timestamptz
            or deleted_by_customer_at > ${now.toISOString()}::timestamptz)) as relations,
        (select count(*)::int from customer_events where tenant_id = ${LARGE_TENANT_ID}
          and occurred_at > ${now.toISOString()}::timestamptz) as events`,
    );
    const [row] = (result as unknown as { rows: Record<string, number>[] }).rows;
    expect(row).toEqual({ lost: expect.any(Number), relations: 0, events: 0 });
    expect(row!.lost).toBeGreaterThan(0);
  });
});
