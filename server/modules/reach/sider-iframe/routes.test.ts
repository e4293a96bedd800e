import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import { CONFIG, LIST, siderTestKit } from './sider-test-support';

// issue #18 /sider-iframe and /sider-iframe/config (the console pages); the chat sidebar's own
// API is tested in sider-app.test.ts.
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
});
afterAll(async () => {
  await t.close();
});

const { rows, chat, ticket, sider } = siderTestKit(() => t);

describe('/sider-iframe 聊天侧边栏 pages', () => {
  it('lists the five sidebar pages in order with their sidebar path, 20 a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: LIST, headers: admin });
    const data = response.json().data;
    expect(data).toMatchObject({ page: 1, page_size: 20, total: 5 });
    expect(data.list.map((row: { page_key: string }) => row.page_key)).toEqual([
      'profile',
      'sop',
      'material',
      'order',
      'quick-reply',
    ]);
    expect(data.list[0].path).toBe('/sidebar/profile');
  });

  it("refuses a role without the page's code with 403 (spec §6)", async () => {
    const newbie = authHeaders(await signIn(t.app, 'newbie', 'Newbie@123'));
    expect((await t.app.inject({ method: 'GET', url: LIST, headers: newbie })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: CONFIG, headers: newbie })).statusCode).toBe(
      403,
    );
  });

  it('answers 400 naming the field for a bad rename, and writes nothing', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: LIST, headers: admin })).json().data
      .list;
    const response = await t.app.inject({
      method: 'POST',
      url: `${LIST}/${first.id}`,
      headers: admin,
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('页面名称');
    const after = (await t.app.inject({ method: 'GET', url: LIST, headers: admin })).json().data;
    expect(after.list[0].name).toBe(first.name);
  });

  it('a disabled page leaves the sidebar and a moved page changes the tab order', async () => {
    const list = (await t.app.inject({ method: 'GET', url: LIST, headers: admin })).json().data
      .list;
    const order = list.find((row: { page_key: string }) => row.page_key === 'order');
    const material = list.find((row: { page_key: string }) => row.page_key === 'material');
    await t.app.inject({
      method: 'POST',
      url: `${LIST}/${order.id}`,
      headers: admin,
      payload: { enabled: false },
    });
    await t.app.inject({
      method: 'POST',
      url: `${LIST}/${material.id}/move`,
      headers: admin,
      payload: { direction: 'up' },
    });
    const c = await chat();
    const context = (
      await sider(ticket('demo', c.employee_id, c.external_user_id)).get('/sidebar/api/context')
    ).json().data;
    expect(context.panels.map((panel: { key: string }) => panel.key)).toEqual([
      'profile',
      'material',
      'sop',
      'quick-reply',
    ]);
    await t.app.inject({
      method: 'POST',
      url: `${LIST}/${order.id}`,
      headers: admin,
      payload: { enabled: true },
    });
  });
});

describe('/sider-iframe export', () => {
  it('exports the filtered pages through the export center (CSV, the list order)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/setting/export-log/create',
      headers: admin,
      payload: {
        type: 'sider_pages',
        format: 'csv',
        columns: ['order', 'name', 'path', 'enabled'],
        filters: { enabled: '1' },
      },
    });
    expect(created.json().code).toBe(0);
    await t.jobs.runDue();
    const link = await t.app.inject({
      method: 'POST',
      url: `/scrm/v1/setting/export-log/${created.json().data.id}/link`,
      headers: admin,
    });
    const file = await t.app.inject({ url: link.json().data.url });
    expect(file.body.startsWith('\uFEFF顺序,页面名称,侧边栏路径,状态\r\n')).toBe(true);
    const lines = file.body.trim().split('\r\n').slice(1);
    const enabled = (
      await t.app.inject({ method: 'GET', url: `${LIST}?enabled=1`, headers: admin })
    )
      .json()
      .data.list.map((row: { path: string }) => row.path);
    expect(lines.map((line) => line.split(',')[2])).toEqual(enabled);
    expect(lines.every((line) => line.endsWith('已启用'))).toBe(true);
  });

  it("pages through the list query (顺序 runs on across pages) and never reads another tenant's pages", async () => {
    const { siderPagesExportSource } = await import('./sider-export-source');
    const db = t.database.db;
    const listed = (await t.app.inject({ method: 'GET', url: LIST, headers: admin })).json().data;
    const query = siderPagesExportSource.parseFilters({});
    expect(await siderPagesExportSource.count(db, 'demo', query)).toBe(listed.total);
    const written: Array<Record<string, string | number>> = [];
    for await (const batch of siderPagesExportSource.batches(db, 'demo', query, 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      written.push(...batch);
    }
    expect(written.map((row) => row.path)).toEqual(
      listed.list.map((row: { path: string }) => row.path),
    );
    expect(written.map((row) => row.order)).toEqual(
      listed.list.map((_: unknown, i: number) => i + 1),
    );
    const [page] = listed.list as Array<{ id: number; name: string }>;
    const rename = (name: string) =>
      rows(
        sql`update sider_pages set name = ${name} where tenant_id = 'demo' and id = ${page!.id}`,
      );
    await rename('演示专属页');
    const named = siderPagesExportSource.parseFilters({ name: '演示专属页' });
    expect(await siderPagesExportSource.count(db, 'demo', named)).toBe(1);
    expect(await siderPagesExportSource.count(db, 'second', named)).toBe(0);
    const seconds: unknown[] = [];
    for await (const batch of siderPagesExportSource.batches(db, 'second', named, 2))
      seconds.push(...batch);
    expect(seconds).toEqual([]);
    await rename(page!.name);
  });
});

describe('/sider-iframe/config 侧边栏配置', () => {
  it('reads the defaults, saves, and refuses an empty field list with 400 writing nothing', async () => {
    const first = (await t.app.inject({ method: 'GET', url: CONFIG, headers: admin })).json().data;
    expect(first).toMatchObject({ tags_editable: true, follow_up_enabled: true });
    const bad = await t.app.inject({
      method: 'POST',
      url: CONFIG,
      headers: admin,
      payload: { ...first, updated_at: undefined, profile_fields: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('画像字段至少选择一个');
    const saved = await t.app.inject({
      method: 'POST',
      url: CONFIG,
      headers: admin,
      payload: { profile_fields: ['remark', 'add_way'], follow_up_visible: 5 },
    });
    expect(saved.json().data).toMatchObject({ profile_fields: ['remark', 'add_way'] });
    const c = await chat();
    const context = (
      await sider(ticket('demo', c.employee_id, c.external_user_id)).get('/sidebar/api/context')
    ).json().data;
    expect(context.customer.fields.map((field: { label: string }) => field.label)).toEqual([
      '备注名',
      '添加渠道',
    ]);
  });
});
describe('tenant isolation', () => {
  it("tenant second reaches nothing of demo's: console ids 404, a ticket naming demo's customer 401", async () => {
    const second = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
    const demoPage = (await t.app.inject({ method: 'GET', url: LIST, headers: admin })).json().data
      .list[0];
    const rename = await t.app.inject({
      method: 'POST',
      url: `${LIST}/${demoPage.id}`,
      headers: second,
      payload: { name: '偷改' },
    });
    // second has its own pages: demo's id is not one of them.
    const secondIds = (await t.app.inject({ method: 'GET', url: LIST, headers: second }))
      .json()
      .data.list.map((row: { id: number }) => row.id);
    expect(secondIds).not.toContain(demoPage.id);
    expect(rename.statusCode).toBe(404);
    const move = await t.app.inject({
      method: 'POST',
      url: `${LIST}/${demoPage.id}/move`,
      headers: second,
      payload: { direction: 'down' },
    });
    expect(move.statusCode).toBe(404);
    const c = await chat();
    const preview = await t.app.inject({
      method: 'POST',
      url: `${LIST}/preview`,
      headers: second,
      payload: { customer_id: c.customer_id, employee_id: c.employee_id, page_key: 'profile' },
    });
    expect(preview.statusCode).toBe(404);
    const [group] = await rows<{ id: number }>(
      sql`select id from tag_groups where tenant_id = 'demo' limit 1`,
    );
    const config = await t.app.inject({
      method: 'POST',
      url: CONFIG,
      headers: second,
      payload: { editable_tag_group_ids: [group!.id] },
    });
    expect(config.statusCode).toBe(404);
    const targets = await t.app.inject({
      method: 'GET',
      url: `${LIST}/preview-targets`,
      headers: second,
    });
    expect(JSON.stringify(targets.json().data)).not.toContain(c.external_user_id);
    const forged = sider(ticket('second', c.employee_id, c.external_user_id));
    expect((await forged.get('/sidebar/api/context')).statusCode).toBe(401);
    expect((await forged.post('/sidebar/api/follow-ups', { text: '越权' })).statusCode).toBe(401);
    const [demoName] = await rows<{ name: string }>(
      sql`select name from sider_pages where tenant_id = 'demo' and id = ${demoPage.id}`,
    );
    expect(demoName!.name).toBe(demoPage.name);
    const [written] = await rows<{ n: number }>(
      sql`select count(*)::int as n from customer_events where content ->> 'text' = '越权'`,
    );
    expect(written!.n).toBe(0);
  });
});
