import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import { CONFIG, LIST, siderTestKit } from './sider-test-support';

// issue #18 the chat sidebar's API, every call on the chat's signed ticket.
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

describe('企业话术 in the chat sidebar', () => {
  const sendCount = async (id: number) =>
    (
      await rows<{ n: number }>(
        sql`select send_count::int as n from quick_replies where tenant_id = 'demo' and id = ${id}`,
      )
    )[0]!.n;

  it("lists the employee's scripts by group with variables filled in, filtered by keyword and group", async () => {
    const c = await chat();
    const token = ticket('demo', c.employee_id, c.external_user_id);
    const all = (await sider(token).get('/sidebar/api/replies')).json().data;
    expect(all.replies.length).toBeGreaterThan(0);
    expect(JSON.stringify(all.replies)).not.toContain('{客户昵称}');
    const first = all.replies[0];
    expect(all.groups.map((group: { name: string }) => group.name)).toContain(first.group_name);
    const keyword = encodeURIComponent(first.title);
    const found = (await sider(token).get(`/sidebar/api/replies?keyword=${keyword}`)).json().data;
    expect(found.replies.map((reply: { id: number }) => reply.id)).toContain(first.id);
    const none = (await sider(token).get('/sidebar/api/replies?keyword=不存在的话术zz')).json();
    expect(none.data.replies).toEqual([]);
    const byGroup = (await sider(token).get(`/sidebar/api/replies?group_id=${first.group_id}`))
      .json()
      .data.replies.map((reply: { group_id: number }) => reply.group_id);
    expect(new Set(byGroup)).toEqual(new Set([first.group_id]));
  });

  it('a script sent from the sidebar raises its usage count once per send, for the employee', async () => {
    const c = await chat();
    const token = ticket('demo', c.employee_id, c.external_user_id);
    const [reply] = (await sider(token).get('/sidebar/api/replies')).json().data.replies;
    const before = await sendCount(reply.id);
    const sent = await sider(token).post(`/sidebar/api/replies/${reply.id}/send`);
    expect(sent.json().data.send_count).toBe(before + 1);
    await sider(token).post(`/sidebar/api/replies/${reply.id}/send`);
    expect(await sendCount(reply.id)).toBe(before + 2);
    const usage = await t.app.inject({
      method: 'GET',
      url: `/scrm/v1/reach/quick-replies/${reply.id}/usage`,
      headers: admin,
    });
    const employees = usage.json().data.employees as { id: number }[];
    expect(employees.map((each) => each.id)).toContain(c.employee_id);
  });

  it("refuses an expired or forged ticket (401) and another tenant's ticket gets 404 for demo's scripts", async () => {
    const c = await chat();
    const [reply] = (
      await sider(ticket('demo', c.employee_id, c.external_user_id)).get('/sidebar/api/replies')
    ).json().data.replies;
    const before = await sendCount(reply.id);
    const url = `/sidebar/api/replies/${reply.id}/send`;
    const expired = ticket('demo', c.employee_id, c.external_user_id, -1);
    expect((await sider(expired).post(url)).statusCode).toBe(401);
    expect((await sider(expired).get('/sidebar/api/replies')).statusCode).toBe(401);
    expect((await sider('forged.c2lnbmF0dXJlLW5vdC12YWxpZC1hdC1hbGw').post(url)).statusCode).toBe(
      401,
    );
    const other = await chat('second');
    const secondTicket = ticket('second', other.employee_id, other.external_user_id);
    expect((await sider(secondTicket).post(url)).statusCode).toBe(404);
    const listed = (await sider(secondTicket).get('/sidebar/api/replies')).json().data;
    expect(listed.replies.map((each: { id: number }) => each.id)).not.toContain(reply.id);
    expect(await sendCount(reply.id)).toBe(before);
  });
});
