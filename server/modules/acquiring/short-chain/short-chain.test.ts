import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ShortLinkDetail,
  ShortLinkQuota,
  ShortLinkRow,
  ShortLinkStatistics,
} from '../../../../contract/acquiring/short-chain';
import type { DirectoryOptions } from '../../../../contract/company/mail-list';
import type { ListData } from '../../../../contract/envelope';
import { chinaDateOf, chinaToday } from '../../../../contract/china-time';
import { shortLinkQuotaBatches, shortLinks } from '../../../db/schema/acquiring-tools';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin, admin2 } from '../../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';

let t: TestApp;
let api: Caller;
let staff: number[];
const BASE = '/scrm/v1/acquiring/short-links';

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
  staff = (
    await api.get<DirectoryOptions>('/scrm/v1/company/directory/options')
  ).data.employees.map((row) => row.id);
});
afterAll(() => t.close());

async function create(name: string) {
  const created = await api.post<{ id: number }>(BASE, {
    name,
    employee_ids: staff.slice(0, 2),
    channels: [{ label: '短信', customer_channel: 'sms' }],
  });
  expect(created.msg).toBe('success');
  const detail = await api.get<ShortLinkDetail>(`${BASE}/${created.data.id}`);
  return { id: created.data.id, path: detail.data.link_path };
}
const today = () => chinaDateOf(t.clock.now);
const open = (path: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `${path}?c=sms`, headers: cookie ? { cookie } : {} });
const add = (path: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: 'c=sms',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('short link (issue #15 /short-chain)', () => {
  it('refuses a past 有效期 with a 400 naming the field, nothing written (issue #38 item 8)', async () => {
    const count = async () =>
      (await t.database.db.select({ id: shortLinks.id }).from(shortLinks)).length;
    const before = await count();
    // The shared schema reads the calendar (it also runs in the browser), not the test clock.
    const yesterday = chinaToday(Date.now() - 86_400_000);
    for (const expires_on of ['2020-01-01', yesterday]) {
      const refused = await api.post(BASE, {
        name: '过期短链',
        employee_ids: [staff[0]],
        expires_on,
      });
      expect(refused.status, expires_on).toBe(400);
      expect(refused.msg).toContain('有效期');
      expect(refused.msg).toContain('不能早于今天');
    }
    expect(await count()).toBe(before);
    const { id } = await create('今天到期');
    const kept = await api.post(`${BASE}/${id}`, {
      name: '今天到期',
      employee_ids: [staff[0]],
      expires_on: today(),
    });
    expect(kept.msg).toBe('success');
  });

  it('PV counts every open, UV once per visitor per day, adds and add rate per channel', async () => {
    const { id, path } = await create('访问计数');
    const first = await open(path);
    const cookie = String(first.headers['set-cookie']).split(';')[0] as string;
    await open(path, cookie);
    await open(path, cookie);
    await open(path);
    expect((await add(path)).body).toContain('添加成功');
    let stats = await api.get<ShortLinkStatistics>(
      `/scrm/v1/acquiring/short-link-statistics?id=${id}&from=${today()}&to=${today()}`,
    );
    const sms = stats.data.channels.find((row) => row.channel === 'sms');
    expect([sms?.pv, sms?.uv, sms?.adds, sms?.add_rate, sms?.no_chat]).toEqual([4, 2, 1, 0.5, 1]);
    t.clock.advance(86_400_000);
    // A day later the 8-hour token has expired: sign in again.
    api = await admin(t.app);
    await open(path, cookie);
    stats = await api.get<ShortLinkStatistics>(
      `/scrm/v1/acquiring/short-link-statistics?id=${id}&from=${today()}&to=${today()}`,
    );
    expect([stats.data.totals.pv, stats.data.totals.uv]).toEqual([1, 1]);
  });

  it('quota exhausted: an add and a new link are refused with a message, nothing written', async () => {
    const { id, path } = await create('额度测试');
    const quota = await api.get<ShortLinkQuota>('/scrm/v1/acquiring/short-link-quota');
    expect(quota.data.total).toBeGreaterThan(0);
    await t.database.db
      .update(shortLinkQuotaBatches)
      .set({ used: sql`${shortLinkQuotaBatches.amount}` })
      .where(eq(shortLinkQuotaBatches.tenantId, 'demo'));
    expect((await add(path)).body).toContain('获客助手额度已用完');
    const refused = await api.post(BASE, { name: '额度用完新建', employee_ids: [staff[0]] });
    expect(refused.msg).toContain('获客助手额度已用完');
    const row = (await api.get<ShortLinkDetail>(`${BASE}/${id}`)).data;
    expect(row.adds).toBe(0);
    expect(
      (await api.get<ShortLinkQuota>('/scrm/v1/acquiring/short-link-quota')).data.balance,
    ).toBe(0);
  });

  it('validates the form: ≤ 100 employees, channel ids, statistic ≤ 180 days', async () => {
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    expect((await api.post(BASE, { name: '人太多', employee_ids: many })).msg).toBe(
      '接待员工最多100个',
    );
    expect(
      (
        await api.post(BASE, {
          name: '坏渠道',
          employee_ids: [staff[0]],
          channels: [{ label: 'x', customer_channel: '中文' }],
        })
      ).msg,
    ).toContain('渠道标识');
    const long = await api.get(
      `/scrm/v1/acquiring/short-link-statistics?id=1&from=2026-01-01&to=2026-12-31`,
    );
    expect(long.msg).toBe('统计时间范围不能超过180天');
  });

  it('tenant second sees, changes and opens nothing of demo (every endpoint)', async () => {
    const other = await admin2(t.app);
    const id = (await api.get<ListData<ShortLinkRow>>(`${BASE}?page=1&page_size=1`)).data.list[0]
      ?.id as number;
    const answers = await Promise.all([
      other.get(`${BASE}/${id}`),
      other.post(`${BASE}/${id}`, { name: '偷改', employee_ids: [staff[0]] }),
      other.post(`${BASE}/${id}/enabled`, { enabled: false }),
      other.get(`/scrm/v1/acquiring/short-link-statistics?id=${id}&from=2026-01-01&to=2026-01-02`),
      other.del(`${BASE}/${id}`),
    ]);
    for (const answer of answers) expect(answer.code).not.toBe(0);
    expect(
      (await other.get<ListData<ShortLinkRow>>(`${BASE}?page=1&page_size=100`)).data.list.some(
        (row) => row.id === id,
      ),
    ).toBe(false);
    const quota = await other.get<ShortLinkQuota>('/scrm/v1/acquiring/short-link-quota');
    expect(quota.data.total).toBe(0);
  });
});
