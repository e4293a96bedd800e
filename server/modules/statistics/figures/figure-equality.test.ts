// issue #37 "Done when": every figure shown on more than one page is equal on every page that
// shows it and equal to a direct count from the raw tables, on the seeded demo tenant and on
// a tenant seeded with a random seed (printed; FIGURE_SEED=<n> repeats a run).
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MENU_CODES } from '../../../../contract/menu-codes';
import type { Envelope } from '../../../../contract/envelope';
import type { IndexTodayFigures } from '../../../../contract/platform';
import type { StrategyOverview } from '../../../../contract/customer/customer-strategy';
import type { GroupRow, GroupSummary } from '../../../../contract/customer/group-list';
import type { RepeatFigures } from '../../../../contract/customer/repeat-customer';
import type { CommunityDataReport } from '../../../../contract/statistics/community-data';
import type { DealReport } from '../../../../contract/statistics/deal-figures';
import type { OverviewData } from '../../../../contract/statistics/privsph-overview';
import { seedSandboxTenant } from '../../../db/seed/seed-sandbox-customers';
import { SECOND_PROFILE } from '../../../db/seed/seed-sandbox-data';
import { seedStatisticsTenant } from '../../../db/seed/seed-statistics';
import { memberships, roles, tenants, users } from '../../../db/schema/identity';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { countOf, shanghaiDay } from '../../../test-support/statistics-raw-counts';
import { calendarDateInZone } from '../../../../contract/tenant-zone';

const RANDOM_TENANT = 'figures';
const randomSeed = Number(process.env.FIGURE_SEED ?? Math.floor(Math.random() * 2 ** 31));

let t: TestApp;

async function seedRandomTenant(): Promise<void> {
  const db = t.database.db;
  const now = new Date(t.clock.now);
  console.info(`figure-equality: random tenant seeded with FIGURE_SEED=${randomSeed}`);
  await db.insert(tenants).values({ tenantId: RANDOM_TENANT, name: '随机企业', appMode: 1 });
  const [role] = await db
    .insert(roles)
    .values({ tenantId: RANDOM_TENANT, name: '管理员', codes: [...ALL_MENU_CODES] })
    .returning({ id: roles.id });
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`account = 'admin'`);
  if (!role || !admin) throw new Error('no admin to join the random tenant');
  await db
    .insert(memberships)
    .values({ tenantId: RANDOM_TENANT, userId: admin.id, roleId: role.id });
  await seedSandboxTenant(
    db,
    {
      ...SECOND_PROFILE,
      tenantId: RANDOM_TENANT,
      corpName: '随机企业',
      randomSeed,
      employees: 12,
      customers: 400,
      groups: 9,
      days: 45,
    },
    now,
  );
  await seedStatisticsTenant(db, RANDOM_TENANT, { now });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedRandomTenant();
});
afterAll(async () => {
  await t.close();
});

/** Every page's answer for one tenant, read through the endpoints as the console reads them. */
async function readPages(tenantId: string) {
  const headers = authHeaders(await signIn(t.app, 'admin', 'Admin@123', tenantId));
  const read = async <T>(url: string, method: 'GET' | 'POST' = 'GET'): Promise<T> => {
    const response = await t.app.inject({ method, url, headers });
    const body = response.json<Envelope<T>>();
    if (response.statusCode !== 200 || body.code !== 0) throw new Error(`${url}: ${response.body}`);
    return body.data;
  };
  const today = calendarDateInZone(t.clock.now, 'Asia/Shanghai');
  const groups = await read<{ list: GroupRow[]; total: number; summary: GroupSummary }>(
    '/scrm/v1/customer/groups?page=1&page_size=100',
  );
  return {
    today,
    index: await read<IndexTodayFigures>(
      '/scrm/v1/platform/mini-initial-lead/get-index-today-figures',
      'POST',
    ),
    customerList: await read<{ total: number }>('/scrm/v1/customer/customers?page=1&page_size=20'),
    strategy: await read<StrategyOverview>('/scrm/v1/customer/strategy?days=30'),
    repeat: await read<{ total: number } & RepeatFigures>(
      '/scrm/v1/customer/repeat-customers?page=1&page_size=20&kind=employee',
    ),
    overview: await read<OverviewData>('/scrm/v1/statistics/privsph-overview?days=30'),
    groups,
    community: await read<CommunityDataReport>(
      `/scrm/v1/statistics/community-data?from=${today}&to=${today}`,
    ),
    deals: await read<DealReport>(`/scrm/v1/statistics/transform-data?from=${today}&to=${today}`),
    dealsMonth: await read<DealReport>(
      `/scrm/v1/statistics/transform-data?from=${shiftDay(today, -29)}&to=${today}`,
    ),
  };
}

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Direct counts from the raw tables, written apart from figure-definitions.ts. */
async function directCounts(tenantId: string, today: string) {
  const n = (query: SQL) => countOf(t.database.db, query);
  const { start } = shanghaiDay(today);
  const customers = await n(sql`select count(*) n from customers where tenant_id = ${tenantId}`);
  const repeat = await n(sql`select count(*) n from (select customer_id from customer_relations
    where tenant_id = ${tenantId} and deleted_by_customer_at is null and deleted_by_employee_at is null
    group by customer_id having count(*) > 1) x`);
  return {
    customers,
    repeat,
    repeatRate: Math.round((repeat / customers) * 1000) / 10,
    groups: await n(sql`select count(*) n from customer_groups
      where tenant_id = ${tenantId} and dismissed_at is null`),
    members: await n(sql`select count(*) n from customer_group_members m, customer_groups g
      where m.tenant_id = ${tenantId} and g.tenant_id = m.tenant_id and g.id = m.group_id
        and m.left_at is null and g.dismissed_at is null`),
    addedToday: await n(sql`select count(*) n from customer_relations
      where tenant_id = ${tenantId} and added_at >= ${start}`),
    lostToday: await n(sql`select count(*) n from customer_relations
      where tenant_id = ${tenantId} and deleted_by_customer_at >= ${start}`),
  };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe.each([
  ['the seeded demo', 'demo'],
  ['a tenant seeded with a random seed', RANDOM_TENANT],
])('one definition per figure (issue #37): %s', (_label, tenantId) => {
  it('each figure is equal on every page that shows it and equal to a direct count', async () => {
    const pages = await readPages(tenantId);
    const direct = await directCounts(tenantId, pages.today);
    const kpi = (key: string) => pages.overview.kpis.find((row) => row.key === key)?.value;
    const lastTrend = pages.strategy.trend[pages.strategy.trend.length - 1];
    const seen = {
      客户总数: {
        '/index': pages.index.total_customers,
        '/customer-list': pages.customerList.total,
        '/customer-strategy': pages.strategy.customers,
        '/repeat-customer': pages.repeat.customers_total,
        '/privsph-overview': kpi('customers_total'),
      },
      客户群总数: {
        '/index': pages.index.total_groups,
        '/customer-strategy': pages.strategy.groups,
        '/group-list': pages.groups.summary.groups,
        '/privsph-overview': kpi('groups_total'),
        '/community-data': pages.community.totals.groups_total,
      },
      群成员总数: {
        '/group-list': pages.groups.summary.members,
        '/group-list rows': pages.groups.list.reduce(
          (sum, row) => sum + row.customers + row.employees,
          0,
        ),
        '/privsph-overview': kpi('members_total'),
        '/community-data': pages.community.totals.members_total,
      },
      重复客户: {
        '/repeat-customer card': pages.repeat.repeat_customers,
        '/repeat-customer list': pages.repeat.total,
      },
      重复率: {
        '/repeat-customer': pages.repeat.repeat_rate,
        '/customer-strategy': Math.round(pages.strategy.repeat_rate * 1000) / 10,
      },
      今日新增: {
        '/index': pages.index.new_customers,
        '/privsph-overview': kpi('new_contacts'),
        '/customer-strategy': lastTrend?.adds,
      },
      今日流失: {
        '/index': pages.index.lost_customers,
        '/privsph-overview': kpi('lost'),
        '/customer-strategy': lastTrend?.losses,
      },
    };
    const expected = {
      客户总数: direct.customers,
      客户群总数: direct.groups,
      群成员总数: direct.members,
      重复客户: direct.repeat,
      重复率: direct.repeatRate,
      今日新增: direct.addedToday,
      今日流失: direct.lostToday,
    };
    const want = Object.fromEntries(
      Object.entries(seen).map(([figure, byPage]) => [
        figure,
        Object.fromEntries(
          Object.keys(byPage).map((page) => [page, expected[figure as keyof typeof expected]]),
        ),
      ]),
    );
    expect(seen).toEqual(want);
    expect(pages.groups.total).toBeLessThanOrEqual(100);
    expect(direct.customers).toBeGreaterThan(0);
    expect(direct.members).toBeGreaterThan(0);
  });

  it('成交金额: the share donut and the rows add up to the 成交金额 card, today and over 30 days', async () => {
    const pages = await readPages(tenantId);
    for (const report of [pages.deals, pages.dealsMonth]) {
      const total = cents(report.totals.amount);
      expect({
        share: report.share.reduce((sum, row) => sum + cents(row.amount), 0),
        rows: report.rows.reduce((sum, row) => sum + cents(row.amount), 0),
        days: report.days.reduce((sum, row) => sum + cents(row.amount), 0),
      }).toEqual({ share: total, rows: total, days: total });
    }
  });

  it('a group owner who is a member counts as 员工 on /group-list', async () => {
    const pages = await readPages(tenantId);
    const ownersInGroup = await countOf(
      t.database.db,
      sql`select count(*) n from customer_groups g join customer_group_members m
        on m.tenant_id = g.tenant_id and m.group_id = g.id and m.member_type = 1
          and m.member_id = g.owner_employee_id and m.left_at is null
        where g.tenant_id = ${tenantId} and g.dismissed_at is null`,
    );
    expect(pages.groups.list.filter((row) => row.employees > 0)).toHaveLength(ownersInGroup);
    expect(ownersInGroup).toBe(pages.groups.summary.groups);
  });
});
