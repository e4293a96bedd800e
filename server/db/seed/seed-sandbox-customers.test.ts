import { and, count, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';
import { channelCodes } from '../schema/acquiring';
import { customerEvents, customerGroups, customers } from '../schema/customers';
import { employees } from '../schema/directory';
import { seedSandboxCustomers } from './seed-sandbox-customers';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const countOf = async (
  table: typeof customers | typeof employees | typeof customerGroups | typeof channelCodes,
  tenantId: string,
) => {
  const [row] = await database.db
    .select({ value: count() })
    .from(table)
    .where(eq(table.tenantId, tenantId));
  return row?.value ?? 0;
};

describe('sandbox seed (issue #9 demo history)', () => {
  it('gives demo 40 employees, 3,000 customers, 72 groups (60 + 12 recent of the statistics seed) and 10 channel codes over 90 days', async () => {
    expect(await countOf(employees, 'demo')).toBe(40);
    expect(await countOf(customers, 'demo')).toBe(3000);
    expect(await countOf(customerGroups, 'demo')).toBe(72);
    expect(await countOf(channelCodes, 'demo')).toBe(10);
    const result = await database.db.execute(
      sql`select min(added_at) as first, max(added_at) as last from customer_relations where tenant_id = 'demo'`,
    );
    const { first, last } = (result as unknown as { rows: { first: string; last: string }[] })
      .rows[0] ?? {
      first: '',
      last: '',
    };
    const days = (new Date(last).getTime() - new Date(first).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(85);
    expect(new Date(last).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('records code adds, welcomes and losses on the timeline', async () => {
    const [adds] = await database.db
      .select({ value: count() })
      .from(customerEvents)
      .where(
        and(
          eq(customerEvents.tenantId, 'demo'),
          eq(customerEvents.eventType, 'added'),
          gt(customerEvents.channelCodeId, 0),
        ),
      );
    expect(adds?.value).toBeGreaterThan(1000);
    for (const type of [
      'welcome_sent',
      'deleted_by_customer',
      'deleted_by_employee',
      'joined_group',
      'tag_added',
    ]) {
      const [row] = await database.db
        .select({ value: count() })
        .from(customerEvents)
        .where(and(eq(customerEvents.tenantId, 'demo'), eq(customerEvents.eventType, type)));
      expect(row?.value, type).toBeGreaterThan(0);
    }
  });

  it('writes no customer event in the future: a timeline ends at the seed’s now', async () => {
    const result = await database.db.execute(
      sql`select event_type, count(*)::int as n from customer_events
          where occurred_at > now() group by event_type order by event_type`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('is idempotent: a second run adds nothing', async () => {
    await seedSandboxCustomers(database.db);
    expect(await countOf(customers, 'demo')).toBe(3000);
    expect(await countOf(customers, 'second')).toBe(60);
  });
});
