// issue #21 "Bad input and limits" and house rules: ranges beyond 180 days back or over 30
// days where the platform limits them are refused with a Chinese 400 naming the field; the
// pages' permission is enforced; tenant `second` sees nothing of demo's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../contract/envelope';
import type { CustomerDataReport } from '../../../contract/statistics/customer-data';
import type { CommunityDataReport } from '../../../contract/statistics/community-data';
import type { DealReport } from '../../../contract/statistics/deal-figures';
import type { RankingData } from '../../../contract/statistics/performance-ranking';
import type { OverviewData } from '../../../contract/statistics/privsph-overview';
import { authHeaders, createTestApp, signIn } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { ROLLUP_JOB } from './rollup/rollup-job';
import { addDays } from './rollup/rollup-range';
import { calendarDateInZone } from '../../../contract/tenant-zone';

let t: TestApp;
let today: string;

const get = async (headers: Record<string, string>, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<Envelope<unknown>>() };
};

beforeAll(async () => {
  t = await createTestApp();
  today = calendarDateInZone(t.clock.now, 'Asia/Shanghai');
});
afterAll(async () => {
  await t.close();
});

describe('statistics limits (issue #21)', () => {
  it('a /customer-data query over 30 days is refused with 400 naming `to`', async () => {
    const headers = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
    const answer = await get(
      headers,
      `/scrm/v1/statistics/customer-data?from=${addDays(today, -30)}&to=${today}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('每次最多查询30天');
    expect(answer.body.msg).toContain('结束日期');
  });

  it('a start more than 180 days back is refused with 400 naming `from`, on every period endpoint', async () => {
    const headers = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
    for (const slug of [
      'customer-data',
      'community-data',
      'transform-data',
      'community-deal',
      'data-marketing',
      'performance-ranking',
    ]) {
      const from = addDays(today, -181);
      const answer = await get(
        headers,
        `/scrm/v1/statistics/${slug}?from=${from}&to=${addDays(from, 5)}`,
      );
      expect({ slug, status: answer.status }).toEqual({ slug, status: 400 });
      expect(answer.body.msg).toContain('开始日期不能早于180天前');
    }
  });

  it('an end after today, an inverted range and a bad trend period are refused', async () => {
    const headers = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
    const future = await get(
      headers,
      `/scrm/v1/statistics/transform-data?from=${today}&to=${addDays(today, 1)}`,
    );
    expect(future.status).toBe(400);
    const inverted = await get(
      headers,
      `/scrm/v1/statistics/transform-data?from=${today}&to=${addDays(today, -1)}`,
    );
    expect(inverted.status).toBe(400);
    const badDays = await get(headers, '/scrm/v1/statistics/privsph-overview?days=365');
    expect(badDays.status).toBe(400);
    expect(badDays.body.msg).toContain('统计周期');
  });

  it('a role without the statistics codes is refused (403)', async () => {
    const headers = authHeaders(await signIn(t.app, 'newbie', 'Newbie@123'));
    const answer = await get(headers, '/scrm/v1/statistics/privsph-overview');
    expect(answer.status).toBe(403);
  });
});

describe('tenant isolation (issue #21)', () => {
  it('tenant `second` sees only its own employees, groups and deals on every endpoint, even with demo ids', async () => {
    const db = t.database.db;
    const rows = (query: ReturnType<typeof sql>) =>
      db.execute(query).then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    const demoEmployees = new Set(
      (await rows(sql`select id from employees where tenant_id = 'demo'`)).map((row) => row.id),
    );
    const demoGroups = new Set(
      (await rows(sql`select id from customer_groups where tenant_id = 'demo'`)).map(
        (row) => row.id,
      ),
    );
    const [demoDepartment] = await rows(
      sql`select id from departments where tenant_id = 'demo' and parent_id is not null limit 1`,
    );
    const headers = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
    const from = addDays(today, -29);
    const read = async <T>(url: string) => (await get(headers, url)).body.data as T;

    const overview = await read<OverviewData>('/scrm/v1/statistics/privsph-overview?days=90');
    expect(overview.top_employees.length).toBeGreaterThan(0);
    expect(overview.top_employees.some((row) => demoEmployees.has(row.employee_id))).toBe(false);

    const people = await read<CustomerDataReport>(
      `/scrm/v1/statistics/customer-data?from=${from}&to=${today}`,
    );
    expect(people.employees.some((row) => demoEmployees.has(row.employee_id))).toBe(false);
    const demoScoped = await read<CustomerDataReport>(
      `/scrm/v1/statistics/customer-data?from=${from}&to=${today}&department_id=${demoDepartment?.id}`,
    );
    expect(demoScoped.employees).toEqual([]);
    expect(demoScoped.totals.new_contact).toBe(0);

    const groups = await read<CommunityDataReport>(
      `/scrm/v1/statistics/community-data?from=${from}&to=${today}`,
    );
    expect(groups.groups.some((row) => demoGroups.has(row.group_id))).toBe(false);
    expect(groups.owners.some((row) => demoEmployees.has(row.employee_id))).toBe(false);

    for (const slug of ['transform-data', 'community-deal', 'data-marketing']) {
      const deals = await read<DealReport>(
        `/scrm/v1/statistics/${slug}?from=${addDays(today, -179)}&to=${today}`,
      );
      // Demo has orders; second has none: any figure here would be demo's.
      expect({ slug, orders: deals.totals.orders, rows: deals.rows }).toEqual({
        slug,
        orders: 0,
        rows: [],
      });
    }
    const ranking = await read<RankingData>(
      `/scrm/v1/statistics/performance-ranking?from=${from}&to=${today}&by=employee&metric=new_customers`,
    );
    expect(ranking.rows.length).toBeGreaterThan(0);
    expect(ranking.rows.some((row) => demoEmployees.has(Number(row.id)))).toBe(false);
    const shops = await read<RankingData>(
      `/scrm/v1/statistics/performance-ranking?from=${from}&to=${today}&by=shop`,
    );
    expect(shops.rows).toEqual([]);
  });
});

describe('the daily roll-up job (issue #21)', () => {
  it('a run of statistics.roll-up makes yesterday final for every tenant', async () => {
    const db = t.database.db;
    const finalYesterday = async (tenantId: string) =>
      (
        (await db.execute(
          sql`select count(*)::int as n from stat_rollup_days where tenant_id = ${tenantId} and day = ${addDays(today, -1)}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    await db.execute(sql`delete from stat_rollup_days where tenant_id = 'second'`);
    expect(await finalYesterday('second')).toBe(0);
    await t.jobs.enqueue(ROLLUP_JOB, { tenantId: null });
    await t.jobs.runDue();
    expect(await finalYesterday('second')).toBe(1);
    expect(await finalYesterday('demo')).toBe(1);
  });
});
