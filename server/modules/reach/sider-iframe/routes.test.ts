import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn, TEST_SECRET } from '../../../test-support/test-app';
import { signSiderTicket } from './sider-ticket';

// issue #18 /sider-iframe, /sider-iframe/config and the chat sidebar's API.
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
});
afterAll(async () => {
  await t.close();
});

const LIST = '/scrm/v1/reach/sider-iframe';
const CONFIG = `${LIST}/config`;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function chat(tenantId = 'demo', offset = 0) {
  const [row] = await rows<{ customer_id: number; employee_id: number; external_user_id: string }>(
    sql`select r.customer_id, r.employee_id, c.external_user_id from customer_relations r
      join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
      where r.tenant_id = ${tenantId} and r.deleted_by_customer_at is null
        and r.deleted_by_employee_at is null order by r.customer_id, r.employee_id
      limit 1 offset ${offset}`,
  );
  if (!row) throw new Error('no chat seeded');
  return { ...row, customer_id: Number(row.customer_id) };
}

function ticket(tenantId: string, employeeId: number, externalUserId: string, ttl = 60_000) {
  return signSiderTicket(TEST_SECRET, {
    tenantId,
    employeeId,
    externalUserId,
    expiresAt: t.clock.now + ttl,
  });
}

const sider = (token: string | undefined) => ({
  get: (url: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { 'x-sider-ticket': token } : {} }),
  post: (url: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { 'x-sider-ticket': token } : {},
    }),
});

describe('/sider-iframe 聊天侧边栏 pages', () => {
  it('lists the four sidebar pages in order with their sidebar path, 20 a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: LIST, headers: admin });
    const data = response.json().data;
    expect(data).toMatchObject({ page: 1, page_size: 20, total: 4 });
    expect(data.list.map((row: { page_key: string }) => row.page_key)).toEqual([
      'profile',
      'sop',
      'material',
      'order',
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

describe('the chat sidebar (signed ticket)', () => {
  it('refuses a request without, with a tampered or with an expired ticket (401)', async () => {
    const c = await chat();
    expect((await sider(undefined).get('/sidebar/api/context')).statusCode).toBe(401);
    const good = ticket('demo', c.employee_id, c.external_user_id);
    const tampered = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await sider(tampered).get('/sidebar/api/context')).statusCode).toBe(401);
    const expired = ticket('demo', c.employee_id, c.external_user_id, -1);
    expect((await sider(expired).get('/sidebar/api/context')).statusCode).toBe(401);
    expect((await sider(good).get('/sidebar/api/context')).statusCode).toBe(200);
  });

  it('counts an open of the sidebar on its entry page, not the reloads after an edit', async () => {
    const c = await chat('demo', 2);
    const token = ticket('demo', c.employee_id, c.external_user_id);
    const opens = async () =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from sider_events where tenant_id = 'demo'
            and kind = 'open' and page_key = 'sop' and customer_id = ${c.customer_id}`,
        )
      )[0]!.n;
    const before = await opens();
    await sider(token).get('/sidebar/api/context?page=sop');
    await sider(token).get('/sidebar/api/context');
    expect(await opens()).toBe(before + 1);
  });

  it('the console preview signs a ticket for a chat of the tenant only', async () => {
    const c = await chat();
    const preview = await t.app.inject({
      method: 'POST',
      url: `${LIST}/preview`,
      headers: admin,
      payload: { customer_id: c.customer_id, employee_id: c.employee_id, page_key: 'sop' },
    });
    const path: string = preview.json().data.path;
    expect(path.startsWith('/sidebar/sop?')).toBe(true);
    const token = new URLSearchParams(path.split('?')[1]).get('ticket') ?? '';
    const context = (await sider(token).get('/sidebar/api/context')).json().data;
    expect(context.customer.id).toBe(c.customer_id);
  });

  it('edits tags within the open groups and records them on the timeline', async () => {
    const c = await chat();
    const token = ticket('demo', c.employee_id, c.external_user_id);
    const [tag] = await rows<{ id: number }>(
      sql`select id from tags where tenant_id = 'demo' and id not in (select tag_id from customer_tags
        where tenant_id = 'demo' and customer_id = ${c.customer_id}) order by id limit 1`,
    );
    const before = (await sider(token).get('/sidebar/api/context')).json().data.customer.tags;
    const wanted = [...before.map((each: { id: number }) => each.id), tag!.id];
    const result = await sider(token).post('/sidebar/api/tags', { tag_ids: wanted });
    expect(result.json().data).toMatchObject({ added: 1, removed: 0 });
    const [event] = await rows<{ n: number }>(
      sql`select count(*)::int as n from customer_events where tenant_id = 'demo'
        and customer_id = ${c.customer_id} and event_type = 'tag_added'
        and (content ->> 'tag_id')::int = ${tag!.id}`,
    );
    expect(event!.n).toBe(1);
  });

  it('refuses tag edits when the config makes tags read-only', async () => {
    const c = await chat();
    await t.app.inject({
      method: 'POST',
      url: CONFIG,
      headers: admin,
      payload: { tags_editable: false },
    });
    const token = ticket('demo', c.employee_id, c.external_user_id);
    const refused = await sider(token).post('/sidebar/api/tags', { tag_ids: [] });
    expect(refused.json().code).toBe(101180102);
    await t.app.inject({ method: 'POST', url: CONFIG, headers: admin, payload: {} });
  });

  it('refuses a tag outside the tag groups the config opens (nothing written)', async () => {
    const c = await chat('demo', 1);
    const groups = await rows<{ id: number; tag_id: number }>(
      sql`select g.id, min(t.id) as tag_id from tag_groups g join tags t on t.tenant_id = g.tenant_id
        and t.group_id = g.id where g.tenant_id = 'demo' group by g.id order by g.id limit 2`,
    );
    const [open, closed] = groups;
    await t.app.inject({
      method: 'POST',
      url: CONFIG,
      headers: admin,
      payload: { editable_tag_group_ids: [open!.id] },
    });
    const token = ticket('demo', c.employee_id, c.external_user_id);
    const tagRows = () =>
      rows<{ n: number }>(
        sql`select count(*)::int as n from customer_tags where tenant_id = 'demo'
          and customer_id = ${c.customer_id}`,
      );
    const [before] = await tagRows();
    const refused = await sider(token).post('/sidebar/api/tags', { tag_ids: [closed!.tag_id] });
    expect(refused.json().code).toBe(101180103);
    const [after] = await tagRows();
    expect(after!.n).toBe(before!.n);
    const context = (await sider(token).get('/sidebar/api/context')).json().data;
    expect(context.tag_groups.map((group: { id: number }) => group.id)).toEqual([open!.id]);
    await t.app.inject({ method: 'POST', url: CONFIG, headers: admin, payload: {} });
  });

  it('refuses follow-ups when the config turns the entry off', async () => {
    const c = await chat();
    await t.app.inject({
      method: 'POST',
      url: CONFIG,
      headers: admin,
      payload: { follow_up_enabled: false },
    });
    const token = ticket('demo', c.employee_id, c.external_user_id);
    const refused = await sider(token).post('/sidebar/api/follow-ups', { text: '不应写入' });
    expect(refused.json().code).toBe(101180101);
    await t.app.inject({ method: 'POST', url: CONFIG, headers: admin, payload: {} });
    const [written] = await rows<{ n: number }>(
      sql`select count(*)::int as n from customer_events where content ->> 'text' = '不应写入'`,
    );
    expect(written!.n).toBe(0);
  });

  it('a ticket for a chat that has ended (the employee deleted the customer) is refused (401)', async () => {
    const c = await chat('demo', 3);
    const token = ticket('demo', c.employee_id, c.external_user_id);
    expect((await sider(token).get('/sidebar/api/context')).statusCode).toBe(200);
    await t.database.db.execute(sql`update customer_relations set deleted_by_employee_at = now()
      where tenant_id = 'demo' and customer_id = ${c.customer_id} and employee_id = ${c.employee_id}`);
    expect((await sider(token).get('/sidebar/api/context')).statusCode).toBe(401);
  });

  it('adds a follow-up that shows on the customer timeline; an empty one is a 400', async () => {
    const c = await chat();
    const token = ticket('demo', c.employee_id, c.external_user_id);
    expect((await sider(token).post('/sidebar/api/follow-ups', { text: ' ' })).statusCode).toBe(
      400,
    );
    const added = await sider(token).post('/sidebar/api/follow-ups', {
      text: '客户想要下周到店试穿',
    });
    expect(added.json().code).toBe(0);
    const timeline = await t.app.inject({
      method: 'GET',
      url: `/scrm/v1/customer/customers/${c.customer_id}/events`,
      headers: admin,
    });
    expect(JSON.stringify(timeline.json())).toContain('客户想要下周到店试穿');
  });

  it('marks an SOP reminder sent only for the employee it was given to', async () => {
    const [task] = await rows<{ id: number; employee_id: number }>(
      sql`select t.id, t.employee_id from sop_tasks t join sop_plans p on p.tenant_id = t.tenant_id
        and p.id = t.plan_id and p.kind = 1 where t.tenant_id = 'demo' and t.status = 1
        order by t.id limit 1`,
    );
    const [own] = await rows<{ external_user_id: string }>(
      sql`select c.external_user_id from customer_relations r join customers c
        on c.tenant_id = r.tenant_id and c.id = r.customer_id where r.tenant_id = 'demo'
        and r.employee_id = ${task!.employee_id} and r.deleted_by_customer_at is null
        and r.deleted_by_employee_at is null limit 1`,
    );
    const [other] = await rows<{ employee_id: number; external_user_id: string }>(
      sql`select r.employee_id, c.external_user_id from customer_relations r join customers c
        on c.tenant_id = r.tenant_id and c.id = r.customer_id where r.tenant_id = 'demo'
        and r.employee_id <> ${task!.employee_id} and r.deleted_by_customer_at is null
        and r.deleted_by_employee_at is null limit 1`,
    );
    const url = `/sidebar/api/tasks/${task!.id}/sent`;
    const stranger = await sider(ticket('demo', other!.employee_id, other!.external_user_id)).post(
      url,
    );
    expect(stranger.statusCode).toBe(404);
    const [still] = await rows<{ status: number }>(
      sql`select status from sop_tasks where id = ${task!.id}`,
    );
    expect(still!.status).toBe(1);
    const mine = sider(ticket('demo', task!.employee_id, own!.external_user_id));
    const listed = (await mine.get('/sidebar/api/tasks')).json().data;
    expect(listed.some((each: { id: number }) => each.id === Number(task!.id))).toBe(true);
    expect((await mine.post(url)).json().data.status).toBe(2);
  });

  it('a material sent from the sidebar raises its usage count', async () => {
    const c = await chat();
    const token = ticket('demo', c.employee_id, c.external_user_id);
    const [material] = (await sider(token).get('/sidebar/api/materials')).json().data;
    const [before] = await rows<{ n: number }>(
      sql`select usage_count as n from materials where tenant_id = 'demo' and id = ${material.id}`,
    );
    await sider(token).post(`/sidebar/api/materials/${material.id}/send`);
    const [after] = await rows<{ n: number }>(
      sql`select usage_count as n from materials where tenant_id = 'demo' and id = ${material.id}`,
    );
    expect(after!.n).toBe(before!.n + 1);
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
