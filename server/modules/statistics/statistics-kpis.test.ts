// issue #21 "Done when": every KPI on the seeded fixture equals a direct count from the raw
// tables for the same range and time zone; the roll-up is idempotent; deals are netted for
// refunds.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../contract/envelope';
import type { CustomerDataReport } from '../../../contract/statistics/customer-data';
import type { CommunityDataReport } from '../../../contract/statistics/community-data';
import type { DealReport } from '../../../contract/statistics/deal-figures';
import type { OverviewData } from '../../../contract/statistics/privsph-overview';
import { authHeaders, createTestApp, signIn } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import {
  countOf,
  rawDayKpis,
  shanghaiDay,
  shanghaiRange,
} from '../../test-support/statistics-raw-counts';
import { rollupDays } from './rollup/rollup';
import { addDays } from './rollup/rollup-range';
import { calendarDateInZone, DEFAULT_TENANT_TIME_ZONE } from '../../../contract/tenant-zone';

let t: TestApp;
let headers: Record<string, string>;
let today: string;

async function read<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  const body = response.json<Envelope<T>>();
  if (response.statusCode !== 200 || body.code !== 0) throw new Error(`${url}: ${response.body}`);
  return body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  headers = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
  today = calendarDateInZone(t.clock.now, 'Asia/Shanghai');
});
afterAll(async () => {
  await t.close();
});

describe('statistics KPIs equal direct counts from the raw tables (issue #21)', () => {
  it('every /privsph-overview card today, yesterday and a week ago equals the raw count of that Shanghai day', async () => {
    const data = await read<OverviewData>('/scrm/v1/statistics/privsph-overview?days=30');
    const raw = {
      value: await rawDayKpis(t.database.db, 'demo', today),
      yesterday: await rawDayKpis(t.database.db, 'demo', addDays(today, -1)),
      last_week: await rawDayKpis(t.database.db, 'demo', addDays(today, -7)),
    };
    for (const kpi of data.kpis) {
      expect({ key: kpi.key, value: kpi.value }).toEqual({
        key: kpi.key,
        value: raw.value[kpi.key],
      });
      expect({ key: kpi.key, value: kpi.yesterday }).toEqual({
        key: kpi.key,
        value: raw.yesterday[kpi.key],
      });
      expect({ key: kpi.key, value: kpi.last_week }).toEqual({
        key: kpi.key,
        value: raw.last_week[kpi.key],
      });
    }
    expect(raw.yesterday.new_contacts).toBeGreaterThan(0);
    expect(data.trend).toHaveLength(30);
    const tenDaysAgo = data.trend.find((row) => row.day === addDays(today, -10));
    const rawTen = await rawDayKpis(t.database.db, 'demo', addDays(today, -10));
    expect(tenDaysAgo).toMatchObject({
      new_contacts: rawTen.new_contacts,
      customers_total: rawTen.customers_total,
      members_total: rawTen.members_total,
    });
  });

  it('an add one minute before Shanghai midnight counts on that day, not the next', async () => {
    const day = addDays(today, -2);
    const before = await read<OverviewData>('/scrm/v1/statistics/privsph-overview?days=7');
    const beforeDay = before.trend.find((row) => row.day === day);
    const lateAt = new Date(Date.parse(shanghaiDay(day).end) - 60_000).toISOString();
    await t.database.db
      .execute(sql`insert into customer_relations (tenant_id, customer_id, employee_id, added_at)
      select 'demo', c.id, e.id, ${lateAt}::timestamptz from customers c, employees e
      where c.tenant_id = 'demo' and e.tenant_id = 'demo'
        and not exists (select 1 from customer_relations r where r.tenant_id = 'demo' and r.customer_id = c.id and r.employee_id = e.id)
      limit 1`);
    await rollupDays(
      t.database.db,
      { tenantId: 'demo', from: day, to: addDays(today, -1), timeZone: DEFAULT_TENANT_TIME_ZONE },
      { final: true, now: t.clock.now },
    );
    const after = await read<OverviewData>('/scrm/v1/statistics/privsph-overview?days=7');
    const afterDay = after.trend.find((row) => row.day === day);
    expect(afterDay?.new_contacts).toBe((beforeDay?.new_contacts ?? 0) + 1);
    expect(after.trend.find((row) => row.day === addDays(day, 1))?.new_contacts).toBe(
      before.trend.find((row) => row.day === addDays(day, 1))?.new_contacts,
    );
  });

  it('/customer-data totals over 30 days equal the raw relation, application and chat counts', async () => {
    const from = addDays(today, -29);
    const data = await read<CustomerDataReport>(
      `/scrm/v1/statistics/customer-data?from=${from}&to=${today}`,
    );
    const { start, end } = shanghaiRange(from, today);
    const db = t.database.db;
    const within = (column: string) =>
      sql`${sql.raw(column)} >= ${start} and ${sql.raw(column)} < ${end}`;
    const tenant = sql`tenant_id = 'demo'`;
    expect(data.totals.new_contact).toBe(
      await countOf(
        db,
        sql`select count(*) n from customer_relations where ${tenant} and ${within('added_at')}`,
      ),
    );
    expect(data.totals.lost).toBe(
      await countOf(
        db,
        sql`select count(*) n from customer_relations where ${tenant} and ${within('deleted_by_customer_at')}`,
      ),
    );
    expect(data.totals.new_apply).toBe(
      await countOf(
        db,
        sql`select count(*) n from friend_applications where ${tenant} and ${within('sent_at')}`,
      ),
    );
    expect(data.totals.messages).toBe(
      await countOf(
        db,
        sql`select sum(messages_sent) n from chat_sessions where ${tenant} and ${within('started_at')}`,
      ),
    );
    const asked = await countOf(
      db,
      sql`select count(*) n from chat_sessions where ${tenant} and customer_initiated and ${within('started_at')}`,
    );
    const replied = await countOf(
      db,
      sql`select count(*) n from chat_sessions where ${tenant} and customer_initiated and first_reply_seconds is not null and ${within('started_at')}`,
    );
    expect(data.totals.reply_rate).toBe(Math.round((replied / asked) * 1000) / 10);
    expect(data.days).toHaveLength(30);
    expect(data.days.reduce((sum, row) => sum + row.new_contact, 0)).toBe(data.totals.new_contact);
  });

  it('/community-data totals equal the raw group, member and speech counts at the period end', async () => {
    const from = addDays(today, -13);
    const data = await read<CommunityDataReport>(
      `/scrm/v1/statistics/community-data?from=${from}&to=${today}`,
    );
    const { start, end } = shanghaiRange(from, today);
    const db = t.database.db;
    expect(data.totals.messages).toBe(
      await countOf(
        db,
        sql`select sum(messages) n from group_speech where tenant_id = 'demo' and spoke_at >= ${start} and spoke_at < ${end}`,
      ),
    );
    expect(data.totals.new_members).toBe(
      await countOf(
        db,
        sql`select count(*) n from customer_group_members where tenant_id = 'demo' and joined_at >= ${start} and joined_at < ${end}`,
      ),
    );
    const endOfToday = await rawDayKpis(db, 'demo', today);
    expect(data.totals.groups_total).toBe(endOfToday.groups_total);
    expect(data.totals.members_total).toBe(endOfToday.members_total);
    expect(data.totals.new_groups).toBeGreaterThan(0);
  });
});

describe('roll-up and deals (issue #21)', () => {
  it('rerunning a past range gives the same rows, whether the day before is final or not', async () => {
    const db = t.database.db;
    const snapshot = async () =>
      (
        (await db.execute(sql`select * from stat_employee_daily where tenant_id = 'demo' and day between ${addDays(today, -20)} and ${addDays(today, -10)}
          union all select tenant_id, day, group_id, created, dismissed, alive, new_members, quit_members, members_total, members_spoke, messages, 0, 0
          from stat_group_daily where tenant_id = 'demo' and day between ${addDays(today, -20)} and ${addDays(today, -10)}
          order by 2, 3`)) as unknown as { rows: unknown[] }
      ).rows;
    await read('/scrm/v1/statistics/privsph-overview?days=30');
    const first = await snapshot();
    expect(first.length).toBeGreaterThan(0);
    const range = {
      tenantId: 'demo',
      from: addDays(today, -20),
      to: addDays(today, -10),
      timeZone: DEFAULT_TENANT_TIME_ZONE,
    };
    await rollupDays(db, range, { final: true, now: t.clock.now });
    expect(await snapshot()).toEqual(first);
    await db.execute(
      sql`delete from stat_rollup_days where tenant_id = 'demo' and day = ${addDays(today, -21)}`,
    );
    await rollupDays(db, range, { final: true, now: t.clock.now });
    expect(await snapshot()).toEqual(first);
  });

  it('a refund in the period is netted: of two orders today, the refunded one adds a refund and nothing to net orders or amount', async () => {
    const url = `/scrm/v1/statistics/transform-data?from=${addDays(today, -6)}&to=${today}`;
    const before = await read<DealReport>(url);
    const db = t.database.db;
    // At the start of the app clock's China day, not a minute before the clock: at 00:00:20
    // that minute is yesterday, a final day the read does not recompute (rollup.ts).
    const placed = shanghaiDay(today).start;
    await db.execute(sql`insert into shop_orders (tenant_id, platform_type, shop_code, order_no, member_id, amount, status, ordered_at, updated_at)
      select 'demo', 1, s.shop_code, 'STAT-KEEP', null, 100.00, 3, ${placed}::timestamptz, ${placed}::timestamptz from member_shops s where s.tenant_id = 'demo' limit 1`);
    await db.execute(sql`insert into shop_orders (tenant_id, platform_type, shop_code, order_no, member_id, amount, status, ordered_at, updated_at)
      select 'demo', 1, s.shop_code, 'STAT-REFUND', null, 50.00, 4, ${placed}::timestamptz, ${placed}::timestamptz from member_shops s where s.tenant_id = 'demo' limit 1`);
    t.clock.advance(61_000);
    const after = await read<DealReport>(url);
    expect(after.totals.orders).toBe(before.totals.orders + 1);
    expect(after.totals.refunds).toBe(before.totals.refunds + 1);
    expect(Number(after.totals.amount)).toBeCloseTo(Number(before.totals.amount) + 100, 2);
    expect(Number(after.totals.refund_amount)).toBeCloseTo(
      Number(before.totals.refund_amount) + 50,
      2,
    );
  });

  it('deal totals over 180 days equal the raw orders placed minus the orders refunded', async () => {
    const from = addDays(today, -179);
    const data = await read<DealReport>(
      `/scrm/v1/statistics/transform-data?from=${from}&to=${today}`,
    );
    const { start, end } = shanghaiRange(from, today);
    const db = t.database.db;
    const placedCents = await countOf(
      db,
      sql`select round(sum(amount) * 100) n from shop_orders where tenant_id = 'demo' and ordered_at >= ${start} and ordered_at < ${end}`,
    );
    const refundCents = await countOf(
      db,
      sql`select round(coalesce(sum(amount), 0) * 100) n from shop_orders where tenant_id = 'demo' and status = 4 and updated_at >= ${start} and updated_at < ${end}`,
    );
    expect(Math.round(Number(data.totals.amount) * 100)).toBe(placedCents - refundCents);
    expect(data.totals.refunds).toBeGreaterThan(0);
    const campaigns = await read<DealReport>(
      `/scrm/v1/statistics/data-marketing?from=${from}&to=${today}`,
    );
    expect(campaigns.rows.length).toBeGreaterThan(0);
    const groups = await read<DealReport>(
      `/scrm/v1/statistics/community-deal?from=${from}&to=${today}`,
    );
    expect(groups.rows.every((row) => row.conversion === null || row.conversion >= 0)).toBe(true);
  });
});
