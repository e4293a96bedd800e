// issue #20 /marketing 营销活动: statuses from publication and period, steps as jobs that reach
// each recipient once, results and attributed revenue equal to a direct query, bad bodies
// refused naming the field with nothing written, and tenant `second` gets none of demo's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import { chinaDateOf } from '../../../../contract/china-time';

let t: TestApp;
let demo: Record<string, string>;
let second: Record<string, string>;
const LIST = '/scrm/v1/marketing/campaigns';
const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const one = async (query: string) => Number(Object.values((await rows<object>(query))[0]!)[0]);
const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, as = demo) =>
  t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
const today = () => chinaDateOf(t.clock.now);
const plusDays = (days: number) => chinaDateOf(t.clock.now, days);
const body = (over: Record<string, unknown> = {}) => ({
  name: '测试活动',
  type: 'promotion',
  start_date: today(),
  end_date: plusDays(7),
  audience_id: null,
  goal_metric: 'revenue',
  goal_value: 1000,
  budget: 200.5,
  steps: [{ channel: 'mass_send', day_offset: 0, content: '活动开始啦' }],
  publish: false,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  demo = authHeaders(await signIn(t.app, 'admin', 'Admin@123', 'demo'));
  second = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('/marketing 营销活动 (issue #20)', () => {
  it('lists the seeded campaigns 20 a page with every status 草稿/未开始/进行中/已结束', async () => {
    const response = await call('GET', `${LIST}?page_size=50`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.page_size).toBe(50);
    const statuses = new Set(data.list.map((row: { status: string }) => row.status));
    expect([...statuses].sort()).toEqual(['draft', 'ended', 'pending', 'running']);
    const ended = await call('GET', `${LIST}?status=ended`);
    expect(ended.json().data.list.every((row: { status: string }) => row.status === 'ended')).toBe(
      true,
    );
  });

  it('shows results equal to a direct query: reached, opened, converted and attributed revenue', async () => {
    const list = (await call('GET', `${LIST}?status=ended`)).json().data.list as Array<{
      id: number;
      reached: number;
      opened: number;
      converted: number;
      revenue: string;
    }>;
    const campaign = list.find((row) => row.reached > 0)!;
    const id = campaign.id;
    expect(campaign.reached).toBe(
      await one(
        `select count(distinct customer_id) from campaign_reaches where campaign_id = ${id}`,
      ),
    );
    expect(campaign.opened).toBe(
      await one(`select count(distinct customer_id) from campaign_reaches
        where campaign_id = ${id} and opened_at is not null`),
    );
    const [direct] = await rows<{ converted: number; revenue: string }>(`
      select count(distinct f.customer_id)::int as converted, coalesce(sum(o.amount), 0)::text as revenue
      from marketing_campaigns c
      join (select customer_id, min(reached_at) as first_at from campaign_reaches
        where campaign_id = ${id} group by customer_id) f on true
      join members m on m.tenant_id = c.tenant_id and m.customer_id = f.customer_id
      join shop_orders o on o.tenant_id = c.tenant_id and o.member_id = m.id
      where c.id = ${id} and c.tenant_id = 'demo' and o.status <> 4 and o.ordered_at >= f.first_at
        and o.ordered_at < ((c.end_date + 1)::timestamp at time zone 'Asia/Shanghai')`);
    expect(campaign.converted).toBe(direct!.converted);
    expect(Number(campaign.revenue)).toBeCloseTo(Number(direct!.revenue), 2);
  });

  it('publishing queues each step as a job that reaches every audience member once, even when run again', async () => {
    const audienceId = await one(
      `select id from audiences where tenant_id = 'demo' and size > 0 order by id limit 1`,
    );
    const size = await one(
      `select count(*) from audience_members where tenant_id = 'demo' and audience_id = ${audienceId}`,
    );
    const saved = await call('POST', LIST, body({ audience_id: audienceId, publish: true }));
    expect(saved.json().code).toBe(0);
    const id = saved.json().data.id as number;
    // the first day's step is due at 10:00 China time (or at once when published later)
    await t.jobs.runDue({ asOf: new Date(t.clock.now + 86_400_000) });
    await t.jobs.runDue({ asOf: new Date(t.clock.now + 86_400_000) });
    expect(await one(`select count(*) from campaign_reaches where campaign_id = ${id}`)).toBe(size);
    const detail = (await call('GET', `${LIST}/${id}`)).json().data;
    expect(detail.status).toBe('running');
    expect(detail.reached).toBe(size);
    expect(detail.step_results[0].reached).toBe(size);
  });

  it('attributes only orders of reached customers placed after the reach, never cancelled ones', async () => {
    const saved = await call('POST', LIST, body({ publish: true, name: '归因测试' }));
    const id = saved.json().data.id as number;
    await t.jobs.runDue({ asOf: new Date(t.clock.now + 86_400_000) });
    const [member] = await rows<{ id: number; customer_id: number }>(`select m.id, m.customer_id
      from members m join campaign_reaches r on r.customer_id = m.customer_id and r.campaign_id = ${id}
      where m.tenant_id = 'demo' limit 1`);
    const after = new Date(t.clock.now + 3_600_000).toISOString();
    const before = new Date(t.clock.now - 3_600_000).toISOString();
    await t.database.db.execute(
      sql.raw(`insert into shop_orders
      (tenant_id, platform_type, shop_code, order_no, member_id, amount, status, ordered_at, updated_at) values
      ('demo', 1, 't', 'ATTR-1', ${member!.id}, 123.45, 2, '${after}', '${after}'),
      ('demo', 1, 't', 'ATTR-2', ${member!.id}, 999, 4, '${after}', '${after}'),
      ('demo', 1, 't', 'ATTR-3', ${member!.id}, 500, 2, '${before}', '${before}')`),
    );
    const detail = (await call('GET', `${LIST}/${id}`)).json().data;
    const [expected] = await rows<{ n: string }>(`select coalesce(sum(o.amount), 0)::text as n
      from shop_orders o join members m on m.tenant_id = o.tenant_id and m.id = o.member_id
      join (select customer_id, min(reached_at) as first_at from campaign_reaches
        where campaign_id = ${id} group by customer_id) f on f.customer_id = m.customer_id
      where o.tenant_id = 'demo' and o.status <> 4 and o.ordered_at >= f.first_at`);
    expect(Number(detail.revenue)).toBeCloseTo(Number(expected!.n), 2);
    expect(Number(detail.revenue)).toBeGreaterThanOrEqual(123.45);
  });

  it('a step job queued before an edit does nothing (the campaign version changed)', async () => {
    const saved = await call('POST', LIST, body({ publish: true, start_date: plusDays(2) }));
    const id = saved.json().data.id as number;
    await call('POST', LIST, body({ id, publish: false, start_date: plusDays(2) }));
    await t.jobs.runDue({ asOf: new Date(t.clock.now + 3 * 86_400_000) });
    expect(await one(`select count(*) from campaign_reaches where campaign_id = ${id}`)).toBe(0);
  });

  it('refuses a bad body with 400 naming the field and writes nothing', async () => {
    const before = await one(`select count(*) from marketing_campaigns`);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, '活动名称'],
      [{ end_date: plusDays(-1) }, '结束日期'],
      [{ steps: [{ channel: 'sms', day_offset: 0, content: '长'.repeat(71) }] }, '短信'],
      [{ steps: [{ channel: 'goods_card', day_offset: 0, content: '' }] }, '商品'],
      [{ steps: [] }, '触达步骤'],
      [{ goal_value: 0 }, '目标值'],
      [{ budget: -1 }, '预算'],
      [{ steps: [{ channel: 'mass_send', day_offset: 30, content: 'x' }] }, '发送日'],
    ];
    for (const [over, field] of cases) {
      const response = await call('POST', LIST, body(over));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().msg).toContain(field);
    }
    expect(await one(`select count(*) from marketing_campaigns`)).toBe(before);
  });

  it('a running campaign cannot be edited or deleted until ended; ending makes it 已结束', async () => {
    const id = (await call('POST', LIST, body({ publish: true }))).json().data.id as number;
    expect((await call('POST', LIST, body({ id, name: '改名' }))).json().code).not.toBe(0);
    expect((await call('DELETE', `${LIST}/${id}`)).json().msg).toContain('先结束');
    expect((await call('POST', `${LIST}/${id}/end`)).json().code).toBe(0);
    expect((await call('GET', `${LIST}/${id}`)).json().data.status).toBe('ended');
    expect((await call('DELETE', `${LIST}/${id}`)).json().code).toBe(0);
    expect((await call('GET', `${LIST}/${id}`)).statusCode).toBe(404);
  });

  it('exports the filtered list through the export center: the same rows as the list', async () => {
    const { campaignExportSource } = await import('./campaign-export-source');
    const query = campaignExportSource.parseFilters({ status: 'ended' });
    const listed = (await call('GET', `${LIST}?status=ended&page_size=100`)).json().data;
    expect(await campaignExportSource.count(t.database.db, 'demo', query)).toBe(listed.total);
    const exported: Array<Record<string, string | number>> = [];
    for await (const batch of campaignExportSource.batches(t.database.db, 'demo', query, 2))
      exported.push(...batch);
    expect(exported.map((row) => row.name).sort()).toEqual(
      listed.list.map((row: { name: string }) => row.name).sort(),
    );
    expect(exported.every((row) => row.status === '已结束')).toBe(true);
    expect(await campaignExportSource.count(t.database.db, 'second', query)).toBe(0);
  });

  it("refuses a role without the page's code with 403", async () => {
    const newbie = authHeaders(await signIn(t.app, 'newbie', 'Newbie@123'));
    expect((await call('GET', LIST, undefined, newbie)).statusCode).toBe(403);
  });

  it("tenant `second` gets 404 for every endpoint with demo's ids and writes nothing", async () => {
    const id = await one(`select id from marketing_campaigns where tenant_id = 'demo' limit 1`);
    const audienceId = await one(`select id from audiences where tenant_id = 'demo' limit 1`);
    const goodsId = await one(`select id from material_goods where tenant_id = 'demo' limit 1`);
    const before = await one(`select count(*) from marketing_campaigns`);
    const list = (await call('GET', LIST, undefined, second)).json().data;
    expect(list.list.some((row: { id: number }) => row.id === id)).toBe(false);
    expect((await call('GET', `${LIST}/${id}`, undefined, second)).statusCode).toBe(404);
    expect((await call('POST', `${LIST}/${id}/end`, undefined, second)).statusCode).toBe(404);
    expect((await call('DELETE', `${LIST}/${id}`, undefined, second)).statusCode).toBe(404);
    expect((await call('POST', LIST, body({ id }), second)).statusCode).toBe(404);
    expect((await call('POST', LIST, body({ audience_id: audienceId }), second)).statusCode).toBe(
      404,
    );
    const goods = {
      steps: [{ channel: 'goods_card', day_offset: 0, content: '', goods_id: goodsId }],
    };
    expect((await call('POST', LIST, body(goods), second)).statusCode).toBe(404);
    const options = (
      await call('GET', '/scrm/v1/marketing/campaign-options', undefined, second)
    ).json().data;
    expect(options.audiences.some((a: { id: number }) => a.id === audienceId)).toBe(false);
    expect(await one(`select count(*) from marketing_campaigns`)).toBe(before);
    expect(
      await one(`select count(*) from marketing_campaigns where tenant_id = 'demo' and id = ${id}`),
    ).toBe(1);
  });
});
