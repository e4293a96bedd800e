// issue #20 materials: the library, goods sync (a job), the super radar's attribution, and the
// bad inputs the issue names; tenant `second` gets nothing of demo's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../test-support/test-app';

let t: TestApp;
let demo: Record<string, string>;
let second: Record<string, string>;
const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const one = async (query: string) => Number(Object.values((await rows<object>(query))[0]!)[0]);
const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, as = demo) =>
  (await t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) })).json() as {
    code: number;
    msg: string;
    data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
const RADAR = {
  type: 1,
  title: '测试雷达',
  url: 'https://example.com/article',
  file_name: '',
  file_size: 0,
  article: '',
  action_notice: true,
  tag_ids: [] as number[],
  score: 7,
};

beforeAll(async () => {
  t = await createTestApp();
  demo = authHeaders(await signIn(t.app, 'admin', 'Admin@123', 'demo'));
  second = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('/super-radar (issue #20)', () => {
  it('refuses a radar link that is not http(s), in Chinese, naming the field, writing nothing', async () => {
    const before = await one(`select count(*) from radars where tenant_id = 'demo'`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/material/radars',
      headers: demo,
      payload: { ...RADAR, url: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('http');
    expect(await one(`select count(*) from radars where tenant_id = 'demo'`)).toBe(before);
  });

  it('refuses a PDF over 20 MB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/material/radars',
      headers: demo,
      payload: {
        ...RADAR,
        type: 2,
        url: 'https://files.example.com/a.pdf',
        file_name: '大文件.pdf',
        file_size: 20 * 1024 * 1024 + 1,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('20MB');
  });

  it('attributes an open to the right employee and customer: timeline, notice, tags, score once', async () => {
    const [tag] = await rows<{ id: number }>(
      `select id from tags where tenant_id = 'demo' limit 1`,
    );
    const saved = await call('POST', '/scrm/v1/material/radars', { ...RADAR, tag_ids: [tag!.id] });
    expect(saved.code).toBe(0);
    const pairs = await rows<{ customer_id: number; employee_id: number }>(
      `select customer_id::int as customer_id, employee_id from customer_relations where tenant_id = 'demo'
       and customer_id not in (select customer_id from customer_tags where tag_id = ${tag!.id})
       order by customer_id limit 2`,
    );
    const [a, b] = pairs;
    const linkA = await call('POST', `/scrm/v1/material/radars/${saved.data.id}/links`, {
      employee_id: a!.employee_id,
      customer_ids: [a!.customer_id],
    });
    const linkB = await call('POST', `/scrm/v1/material/radars/${saved.data.id}/links`, {
      employee_id: b!.employee_id,
      customer_ids: [b!.customer_id],
    });
    const urlA = linkA.data.list[0].url as string;
    expect(urlA).toMatch(/^\/rl\//);
    const page = await t.app.inject({ method: 'GET', url: urlA });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('测试雷达');
    await t.app.inject({ method: 'GET', url: urlA });
    await t.app.inject({ method: 'GET', url: linkB.data.list[0].url });
    const opens = await rows<{ employee_id: number; customer_id: number }>(
      `select employee_id, customer_id::int from radar_opens where radar_id = ${saved.data.id} order by id`,
    );
    expect(opens).toEqual([
      { employee_id: a!.employee_id, customer_id: a!.customer_id },
      { employee_id: a!.employee_id, customer_id: a!.customer_id },
      { employee_id: b!.employee_id, customer_id: b!.customer_id },
    ]);
    expect(
      await one(`select count(*) from customer_events where customer_id = ${a!.customer_id}
        and event_type = 'radar_opened' and content->>'radar_id' = '${saved.data.id}'`),
    ).toBe(2);
    // one notice per send, to the sending employee
    expect(
      await one(`select count(*) from customer_alert_notices where kind = 'radar_open'
        and recipient_employee_id = ${a!.employee_id} and customer_id = ${a!.customer_id}`),
    ).toBe(1);
    expect(
      await one(
        `select count(*) from customer_tags where customer_id = ${a!.customer_id} and tag_id = ${tag!.id}`,
      ),
    ).toBe(1);
    const detail = await call('GET', `/scrm/v1/material/radars/${saved.data.id}/detail`);
    expect(detail.data.totals).toMatchObject({ sends: 2, opens: 3, viewers: 2 });
    const perEmployee = detail.data.employees.find(
      (row: { id: number }) => row.id === a!.employee_id,
    );
    expect(perEmployee.opens).toBeGreaterThanOrEqual(2);
    const list = await call(
      'GET',
      `/scrm/v1/material/radars/${saved.data.id}/opens?customer_id=${a!.customer_id}`,
    );
    expect(list.data.total).toBe(2);
  });

  it('records the stay a page reports, only for its own open', async () => {
    const [link] = await rows<{ token: string; id: number }>(
      `select l.token, o.id::int as id from radar_links l join radar_opens o on o.link_id = l.id
       where l.tenant_id = 'demo' order by o.id desc limit 1`,
    );
    // its own open starts unread, whichever test or seed wrote it (stays only ever grow)
    await t.database.db.execute(
      sql.raw(`update radar_opens set duration_seconds = 0 where id = ${link!.id}`),
    );
    const ok = await t.app.inject({
      method: 'POST',
      url: `/rl/${link!.token}/stay?open=${link!.id}`,
      payload: { seconds: 42 },
    });
    expect(ok.statusCode).toBe(204);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/rl/${link!.token}/stay?open=1`,
      payload: { seconds: 42 },
    });
    expect(wrong.statusCode).toBe(404);
    expect(await one(`select duration_seconds from radar_opens where id = ${link!.id}`)).toBe(42);
  });
});

describe('/material-goods (issue #20)', () => {
  it('syncs goods from the linked sandbox shops as a job, idempotently', async () => {
    const shops = await one(`select count(*) from member_shops where tenant_id = 'demo'`);
    expect(shops).toBeGreaterThan(0);
    await t.database.db.execute(sql.raw(`delete from material_goods where tenant_id = 'demo'`));
    const started = await call('POST', '/scrm/v1/material/goods/sync', {});
    expect(started.code).toBe(0);
    await t.jobs.runDue();
    const after = await one(`select count(*) from material_goods where tenant_id = 'demo'`);
    expect(after).toBe(shops * 8);
    await call('POST', '/scrm/v1/material/goods/sync', {});
    await t.jobs.runDue();
    expect(await one(`select count(*) from material_goods where tenant_id = 'demo'`)).toBe(after);
    const list = await call('GET', '/scrm/v1/material/goods?stock_state=off_shelf');
    expect(list.data.total).toBe(shops);
  });

  it('saves, lists and deletes library materials; a text material needs its content', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/material/materials',
      headers: demo,
      payload: {
        type: 'text',
        title: '空文本',
        content: '',
        url: '',
        cover_url: '',
        group_name: '话术',
        tags: [],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('文本素材内容不能为空');
    const saved = await call('POST', '/scrm/v1/material/materials', {
      type: 'text',
      title: '测试话术',
      content: '您好',
      url: '',
      cover_url: '',
      group_name: '话术',
      tags: ['测试'],
    });
    const used = await call('POST', `/scrm/v1/material/materials/${saved.data.id}/use`);
    expect(used.data.usage_count).toBe(1);
    const found = await call('GET', '/scrm/v1/material/materials?keyword=测试');
    expect(found.data.list.map((row: { id: number }) => row.id)).toContain(saved.data.id);
    expect((await call('DELETE', `/scrm/v1/material/materials/${saved.data.id}`)).code).toBe(0);
  });
});

describe('tenant isolation (issue #20 materials)', () => {
  it('tenant second gets nothing of demo through any material endpoint with demo ids', async () => {
    const radarId = await one(`select id from radars where tenant_id = 'demo' order by id limit 1`);
    const materialId = await one(`select id from materials where tenant_id = 'demo' limit 1`);
    const goodsId = await one(`select id from material_goods where tenant_id = 'demo' limit 1`);
    const shopId = await one(`select id from member_shops where tenant_id = 'demo' limit 1`);
    const customerId = await one(`select id from customers where tenant_id = 'demo' limit 1`);
    const employeeId = await one(`select id from employees where tenant_id = 'demo' limit 1`);
    const lists = await Promise.all([
      call('GET', '/scrm/v1/material/radars', undefined, second),
      call('GET', '/scrm/v1/material/materials', undefined, second),
      call('GET', '/scrm/v1/material/goods', undefined, second),
    ]);
    for (const list of lists) {
      for (const row of list.data?.list ?? []) {
        expect([radarId, materialId, goodsId]).not.toContain(row.id);
      }
    }
    const refused = [
      await call('GET', `/scrm/v1/material/radars/${radarId}`, undefined, second),
      await call('GET', `/scrm/v1/material/radars/${radarId}/detail`, undefined, second),
      await call('GET', `/scrm/v1/material/radars/${radarId}/opens`, undefined, second),
      await call('POST', '/scrm/v1/material/radars', { ...RADAR, id: radarId }, second),
      await call('DELETE', `/scrm/v1/material/radars/${radarId}`, undefined, second),
      await call(
        'POST',
        `/scrm/v1/material/radars/${radarId}/links`,
        { employee_id: employeeId, customer_ids: [customerId] },
        second,
      ),
      await call('POST', `/scrm/v1/material/materials/${materialId}/use`, undefined, second),
      await call('DELETE', `/scrm/v1/material/materials/${materialId}`, undefined, second),
      await call(
        'POST',
        '/scrm/v1/material/materials',
        {
          id: materialId,
          type: 'text',
          title: 'x',
          content: 'x',
          url: '',
          cover_url: '',
          group_name: 'x',
          tags: [],
        },
        second,
      ),
      await call('POST', `/scrm/v1/material/goods/${goodsId}/use`, undefined, second),
      await call('POST', '/scrm/v1/material/goods/sync', { shop_id: shopId }, second),
    ];
    for (const answer of refused) {
      expect(answer.code, answer.msg).not.toBe(0);
      expect(answer.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    // second's own radar cannot send to demo's customer with demo's employee
    const own = await call('POST', '/scrm/v1/material/radars', RADAR, second);
    const cross = await call(
      'POST',
      `/scrm/v1/material/radars/${own.data.id}/links`,
      { employee_id: employeeId, customer_ids: [customerId] },
      second,
    );
    expect(cross.code).not.toBe(0);
    const shops = await call('GET', '/scrm/v1/material/goods-shops', undefined, second);
    expect(shops.data.list.map((shop: { id: number }) => shop.id)).not.toContain(shopId);
    const hub = await call('GET', '/scrm/v1/material/overview', undefined, second);
    expect(hub.data.top_radars.map((row: { id: number }) => row.id)).not.toContain(radarId);
    expect(hub.data.top_materials.map((row: { id: number }) => row.id)).not.toContain(materialId);
    // nothing of demo's was changed
    expect(await one(`select count(*) from radars where id = ${radarId}`)).toBe(1);
    expect(await one(`select count(*) from materials where id = ${materialId}`)).toBe(1);
  });
});

describe('/material-strategy hub (issue #20)', () => {
  it('its figures equal direct counts of the tenant', async () => {
    const hub = await call('GET', '/scrm/v1/material/overview');
    expect(hub.data.materials).toBe(
      await one(`select count(*) from materials where tenant_id = 'demo'`),
    );
    expect(hub.data.goods_sends).toBe(
      await one(`select coalesce(sum(send_count), 0) from material_goods where tenant_id = 'demo'`),
    );
    expect(hub.data.trend).toHaveLength(30);
    const trendOpens = hub.data.trend.reduce(
      (sum: number, day: { opens: number }) => sum + day.opens,
      0,
    );
    expect(trendOpens).toBe(hub.data.radar_opens_30d);
  });
});
