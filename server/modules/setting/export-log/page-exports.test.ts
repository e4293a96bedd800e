// issue #34 "one export path": the lists and tables that built their CSV in the browser now
// export through the export center. Each file holds exactly what the page reads with the same
// filters (its rows equal the read's rows), under the type's Chinese headers; another
// tenant's record is refused when the export is made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDateOf } from '../../../../contract/china-time';
import { EXPORT_TYPES } from '../../../../contract/setting/export-log';
import type { ExportType } from '../../../../contract/setting/export-log';
import { exportCsv } from '../../../test-support/export-file';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';

let t: TestApp;
type Session = { token: string; tenantId: string };
let demo: Session;
let second: Session;
let PERIOD = { from: '', to: '' };

beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'admin', 'Admin@123', 'demo');
  second = await signIn(t.app, 'admin2', 'Admin@123');
  // The 28 days up to today on the test clock (statistics read at most 30 days at once).
  PERIOD = { from: chinaDateOf(t.clock.now, -27), to: chinaDateOf(t.clock.now) };
});
afterAll(() => t.close());

async function read<T>(session: Session, url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: authHeaders(session) });
  const body = response.json<{ code: number; data: T; msg: string }>();
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

const allColumns = (type: ExportType) => EXPORT_TYPES[type].columns.map((column) => column.key);
const headerOf = (type: ExportType) => EXPORT_TYPES[type].columns.map((c) => c.label).join(',');
const exportAll = (session: Session, type: ExportType, filters: Record<string, string>) =>
  exportCsv(t, session, { type, columns: allColumns(type), filters });

const A = '/scrm/v1/acquiring';
const TOOLS = [
  ['lock_codes', `${A}/lock-codes`, 'lock_code_statistics', `${A}/lock-code-statistics`],
  ['shunt_codes', `${A}/shunt-codes`, 'shunt_code_statistics', `${A}/shunt-code-statistics`],
  ['group_codes', `${A}/group-codes`, 'group_code_statistics', `${A}/group-code-statistics`],
  ['short_links', `${A}/short-links`, 'short_link_statistics', `${A}/short-link-statistics`],
] as const;

describe('exports of the pages that built CSV in the browser', () => {
  it.each(TOOLS)(
    'the %s export holds the filtered list and the statistics export one row per day (or target); another tenant’s code is refused',
    async (listType, listUrl, statsType, statsUrl) => {
      // Filtered by the first code's name, so the filtered list is shorter than the whole one:
      // an export that dropped the list's filters would hold more rows (every seeded code was
      // on, so the status filter alone could not tell).
      const all = await read<{ total: number; list: { id: number; name: string }[] }>(
        demo,
        listUrl,
      );
      const name = all.list[0]!.name;
      const list = await read<{ total: number; list: { id: number }[] }>(
        demo,
        `${listUrl}?name=${encodeURIComponent(name)}`,
      );
      expect(list.total).toBeGreaterThan(0);
      expect(list.total).toBeLessThan(all.total);
      const file = await exportAll(demo, listType, { name });
      expect(file.header).toBe(headerOf(listType));
      expect(file.lines).toHaveLength(list.total);

      const id = String(list.list[0]!.id);
      const stats = await read<{ days: unknown[]; targets?: unknown[] }>(
        demo,
        `${statsUrl}?id=${id}&from=${PERIOD.from}&to=${PERIOD.to}`,
      );
      const statsFile = await exportAll(demo, statsType, { id, ...PERIOD });
      expect(statsFile.header).toBe(headerOf(statsType));
      expect(statsFile.lines).toHaveLength((stats.targets ?? stats.days).length);
      expect((await exportAll(second, statsType, { id, ...PERIOD })).code).not.toBe(0);
    },
  );

  it('the channel code statistics export has one row per period, then the total', async () => {
    const codes = await read<{ list: { id: number }[] }>(demo, `${A}/channel-codes`);
    const id = String(codes.list[0]!.id);
    const query = { ...PERIOD, granularity: 'week' };
    const stats = await read<{ series: unknown[] }>(
      demo,
      `${A}/channel-codes/${id}/statistics?from=${PERIOD.from}&to=${PERIOD.to}&granularity=week`,
    );
    const file = await exportAll(demo, 'channel_code_statistics', { id, ...query });
    expect(file.lines).toHaveLength(stats.series.length + 1);
    expect(file.lines.at(-1)?.startsWith('合计,')).toBe(true);
    expect((await exportAll(second, 'channel_code_statistics', { id, ...query })).code).not.toBe(0);
  });

  it('the order-points conversions export equals the filtered 兑换记录 list', async () => {
    const list = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/member/points-convert-list',
      headers: authHeaders(demo),
      payload: { page: 1, page_size: 1 },
    });
    const total = list.json<{ data: { total: number } }>().data.total;
    const file = await exportAll(demo, 'points_conversions', {});
    expect(file.header).toBe(headerOf('points_conversions'));
    expect(file.lines).toHaveLength(total);
  });

  it('the group-list export equals the filtered list of groups', async () => {
    const list = await read<{ total: number }>(demo, '/scrm/v1/customer/groups?status=0');
    expect(list.total).toBeGreaterThan(0);
    const file = await exportAll(demo, 'customer_groups', { status: '0' });
    expect(file.lines).toHaveLength(list.total);
  });

  it("a mass send's recipients export equals its recipient list; another tenant's send is refused", async () => {
    const R = '/scrm/v1/reach/private-chat/sends';
    const sends = await read<{ list: { id: number }[] }>(demo, R);
    const id = String(sends.list[0]!.id);
    const recipients = await read<{ total: number }>(demo, `${R}/${id}/recipients`);
    const file = await exportAll(demo, 'private_chat_recipients', { id });
    expect(file.lines).toHaveLength(recipients.total);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/setting/export-log/create',
      headers: authHeaders(second),
      payload: {
        type: 'private_chat_recipients',
        format: 'csv',
        columns: ['target'],
        filters: { id },
      },
    });
    expect(theirs.json<{ code: number }>().code).not.toBe(0);
  });

  it('each statistics table export has the rows the page shows for the same query', async () => {
    const S = '/scrm/v1/statistics';
    const q = `from=${PERIOD.from}&to=${PERIOD.to}`;
    const customer = await read<{ employees: unknown[]; days: unknown[] }>(
      demo,
      `${S}/customer-data?${q}`,
    );
    const community = await read<{ owners: unknown[]; groups: unknown[]; days: unknown[] }>(
      demo,
      `${S}/community-data?${q}`,
    );
    const deals = await read<{ rows: unknown[]; days: unknown[] }>(
      demo,
      `${S}/transform-data?${q}`,
    );
    const ranking = await read<{ rows: unknown[] }>(demo, `${S}/performance-ranking?${q}&by=shop`);
    const overview = await read<{
      trend: unknown[];
      top_employees: unknown[];
      channels: unknown[];
    }>(demo, `${S}/privsph-overview?days=30`);
    const expected: [ExportType, Record<string, string>, number][] = [
      ['stat_customer_data_employees', PERIOD, customer.employees.length],
      ['stat_customer_data_days', PERIOD, customer.days.length],
      ['stat_community_owners', PERIOD, community.owners.length],
      ['stat_community_groups', PERIOD, community.groups.length],
      ['stat_community_days', PERIOD, community.days.length],
      ['stat_transform_deal_rows', PERIOD, deals.rows.length],
      ['stat_transform_deal_days', PERIOD, deals.days.length],
      ['stat_performance_ranking', { ...PERIOD, by: 'shop' }, ranking.rows.length],
      ['stat_overview_trend', { days: '30' }, overview.trend.length],
      ['stat_overview_top', { days: '30' }, overview.top_employees.length],
      ['stat_overview_channels', { days: '30' }, overview.channels.length],
    ];
    for (const [type, filters, rows] of expected) {
      const file = await exportAll(demo, type, filters);
      expect(file.header, type).toBe(headerOf(type));
      expect(file.lines, type).toHaveLength(rows);
    }
    expect(customer.days.length).toBeGreaterThan(0);
  });
});
