import { SIDER_PAGE_KEYS } from '../../../contract/reach/sider-iframe';
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
});
