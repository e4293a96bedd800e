import { SIDER_PAGE_KEYS } from '../../../contract/reach/sider-pages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database';
import type { TestDatabase } from '../../test-support/test-database';
import { seedReachSider } from './seed-reach-sider';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('seed: the chat sidebar (issue #18)', () => {
  it('gives demo 90 days of sidebar opens on every page, follow-ups on the timeline, and is idempotent', async () => {
    const [opens] = await rows<{ n: number; days: number; pages: number }>(
      sql`select count(*)::int as n, count(distinct date_trunc('day', occurred_at))::int as days,
        count(distinct page_key)::int as pages from sider_events
        where tenant_id = 'demo' and kind = 'open'`,
    );
    expect(opens!.pages).toBe(SIDER_PAGE_KEYS.length);
    expect(opens!.days).toBeGreaterThan(60);
    const [follow] = await rows<{ n: number }>(
      sql`select count(*)::int as n from customer_events where tenant_id = 'demo'
        and event_type = 'follow_up'`,
    );
    expect(follow!.n).toBeGreaterThan(20);
    await seedReachSider(database.db);
    const [again] = await rows<{ n: number }>(
      sql`select count(*)::int as n from sider_events where tenant_id = 'demo' and kind = 'open'`,
    );
    expect(again!.n).toBe(opens!.n);
  });

  // CI once seeded 3 of the 5 pages: the day's chats were picked by a step (active chats
  // / 14, or / 6 at weekends) and the pages by a modulus of the same numbers, so a step
  // divisible by 6 dropped two pages from every day. 3,024 chats make both steps so.
  it('opens every sidebar page whatever the number of active chats', async () => {
    await database.db.execute(sql`delete from sider_events where tenant_id = 'demo'`);
    await database.db.execute(sql`update customer_relations set deleted_by_employee_at = now()
      where tenant_id = 'demo' and deleted_by_customer_at is null
        and deleted_by_employee_at is null
        and (customer_id, employee_id) not in (select customer_id, employee_id
          from customer_relations where tenant_id = 'demo' and deleted_by_customer_at is null
            and deleted_by_employee_at is null order by customer_id, employee_id limit 3024)`);
    const [active] = await rows<{ n: number }>(
      sql`select count(*)::int as n from customer_relations where tenant_id = 'demo'
        and deleted_by_customer_at is null and deleted_by_employee_at is null`,
    );
    expect(active!.n).toBe(3024);
    await seedReachSider(database.db);
    const [opens] = await rows<{ pages: number }>(
      sql`select count(distinct page_key)::int as pages from sider_events
        where tenant_id = 'demo' and kind = 'open'`,
    );
    expect(opens!.pages).toBe(SIDER_PAGE_KEYS.length);
  });
});
