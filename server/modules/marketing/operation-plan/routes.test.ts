// issue #20 /operation-plan 运营计划: a journey's steps run as jobs after their waits, each
// acting once on the customers meeting its condition (the funnel equals a direct query);
// pause stops it, resume continues; bad bodies are refused naming the field; tenant `second`
// gets none of demo's plans, audiences or tags.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';

let t: TestApp;
let demo: Record<string, string>;
let second: Record<string, string>;
const BASE = '/scrm/v1/marketing/operation-plans';
const DAY = 86_400_000;
const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const one = async (query: string) => Number(Object.values((await rows<object>(query))[0]!)[0]);
const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, as = demo) =>
  t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
/** Moves the test clock (sessions are signed again: a token expires after days). */
async function advance(ms: number) {
  t.clock.advance(ms);
  demo = authHeaders(await signIn(t.app, 'admin', 'Admin@123', 'demo'));
  second = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
}
const runUntil = (days: number) => t.jobs.runDue({ asOf: new Date(t.clock.now + days * DAY) });
let audienceId = 0;
let tagId = 0;
const plan = (over: Record<string, unknown> = {}) => ({
  name: '测试旅程',
  trigger: { kind: 'audience', audience_id: audienceId },
  steps: [
    { action: 'message', wait_days: 0, condition: 'all', content: '欢迎加入' },
    { action: 'add_tag', wait_days: 2, condition: 'all', content: '', tag_id: tagId },
    {
      action: 'coupon',
      wait_days: 3,
      condition: 'has_tag',
      condition_tag_id: tagId,
      content: '',
      coupon_name: '回购券',
    },
  ],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  demo = authHeaders(await signIn(t.app, 'admin', 'Admin@123', 'demo'));
  second = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
  audienceId = await one(
    `select id from audiences where tenant_id = 'demo' and size > 0 order by id limit 1`,
  );
  tagId = await one(`select id from tags where tenant_id = 'demo' order by id desc limit 1`);
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('/operation-plan 运营计划 (issue #20)', () => {
  it('runs each step as a job after its wait: entered = the audience, each step acts once, funnel equals a direct count', async () => {
    const id = (await call('POST', BASE, plan())).json().data.id as number;
    expect((await call('POST', `${BASE}/${id}/start`)).json().code).toBe(0);
    await runUntil(0);
    const size = await one(
      `select count(*) from audience_members where tenant_id = 'demo' and audience_id = ${audienceId}`,
    );
    let funnel = (await call('GET', `${BASE}/${id}/funnel`)).json().data;
    expect(funnel.entered).toBe(size);
    expect(funnel.steps.map((s: { reached: number }) => s.reached)).toEqual([size, 0, 0]);
    // the second step waits 2 days: not before
    await runUntil(1);
    expect((await call('GET', `${BASE}/${id}/funnel`)).json().data.steps[1].reached).toBe(0);
    await advance(2 * DAY);
    await runUntil(0);
    await advance(3 * DAY);
    await runUntil(0);
    await runUntil(0);
    funnel = (await call('GET', `${BASE}/${id}/funnel`)).json().data;
    expect(funnel.steps[1].reached).toBe(size);
    // the add_tag step really tagged them; the has_tag condition lets them all through
    expect(
      await one(`select count(*) from customer_tags where tenant_id = 'demo' and tag_id = ${tagId}
        and customer_id in (select customer_id from audience_members where audience_id = ${audienceId})`),
    ).toBe(size);
    expect(funnel.steps[2].reached).toBe(
      await one(
        `select count(*) from operation_plan_events where plan_id = ${id} and step_index = 2`,
      ),
    );
    expect(funnel.steps[2].reached).toBe(size);
    const list = (await call('GET', `${BASE}?page_size=100`)).json().data.list;
    expect(list.find((row: { id: number }) => row.id === id).status).toBe(4);
  });

  it('a step with condition 已购买 continues only customers with an order since the plan started', async () => {
    const body = plan({
      steps: [
        { action: 'message', wait_days: 0, condition: 'all', content: '第一步' },
        { action: 'message', wait_days: 0, condition: 'bought', content: '感谢购买' },
      ],
    });
    const id = (await call('POST', BASE, body)).json().data.id as number;
    await call('POST', `${BASE}/${id}/start`);
    await runUntil(0);
    await runUntil(0);
    const started = (
      await rows<{ s: string }>(
        `select started_at::text as s from operation_plans where id = ${id}`,
      )
    )[0]!.s;
    const expected = await one(`select count(*) from operation_plan_events p where p.plan_id = ${id}
      and p.step_index = 0 and exists (select 1 from shop_orders o join members m
        on m.tenant_id = o.tenant_id and m.id = o.member_id
        where o.tenant_id = 'demo' and m.customer_id = p.customer_id and o.status <> 4
          and o.ordered_at >= '${started}'::timestamptz)`);
    const funnel = (await call('GET', `${BASE}/${id}/funnel`)).json().data;
    expect(funnel.steps[1].reached).toBe(expected);
  });

  it('pause stops the journey before its next step; resume continues it', async () => {
    const id = (await call('POST', BASE, plan())).json().data.id as number;
    await call('POST', `${BASE}/${id}/start`);
    await runUntil(0);
    expect(
      await one(
        `select count(*) from operation_plan_events where plan_id = ${id} and step_index = 0`,
      ),
    ).toBeGreaterThan(0);
    expect((await call('POST', `${BASE}/${id}/pause`)).json().code).toBe(0);
    await advance(3 * DAY);
    await runUntil(0);
    expect(
      await one(
        `select count(*) from operation_plan_events where plan_id = ${id} and step_index = 1`,
      ),
    ).toBe(0);
    expect((await call('DELETE', `${BASE}/${id}`)).json().code).toBe(0);
    const again = (await call('POST', BASE, plan())).json().data.id as number;
    await call('POST', `${BASE}/${again}/start`);
    await runUntil(0);
    await call('POST', `${BASE}/${again}/pause`);
    expect((await call('POST', `${BASE}/${again}/pause`)).json().msg).toContain('运行中');
    expect((await call('POST', `${BASE}/${again}/resume`)).json().code).toBe(0);
    await advance(3 * DAY);
    await runUntil(0);
    expect(
      await one(
        `select count(*) from operation_plan_events where plan_id = ${again} and step_index = 1`,
      ),
    ).toBeGreaterThan(0);
  });

  it('a running plan cannot be edited or deleted', async () => {
    const id = (await call('POST', BASE, plan())).json().data.id as number;
    await call('POST', `${BASE}/${id}/start`);
    expect((await call('POST', BASE, plan({ id }))).json().msg).toContain('草稿');
    expect((await call('DELETE', `${BASE}/${id}`)).json().msg).toContain('先暂停');
  });

  it('refuses a bad body with 400 naming the field and writes nothing', async () => {
    const before = await one(`select count(*) from operation_plans`);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, '计划名称'],
      [{ steps: [] }, '步骤'],
      [{ steps: [{ action: 'add_tag', wait_days: 0, condition: 'all', content: '' }] }, '标签'],
      [
        { steps: [{ action: 'message', wait_days: 91, condition: 'all', content: 'x' }] },
        '等待天数',
      ],
      [
        { steps: [{ action: 'sms', wait_days: 0, condition: 'all', content: '长'.repeat(71) }] },
        '短信',
      ],
      [{ trigger: { kind: 'date', date: '2026-02-30', audience_id: null } }, '触发日期'],
    ];
    for (const [over, field] of cases) {
      const response = await call('POST', BASE, plan(over));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().msg).toContain(field);
    }
    expect(await one(`select count(*) from operation_plans`)).toBe(before);
  });

  it("tenant `second` gets 404 for every endpoint with demo's ids and writes nothing", async () => {
    const id = await one(
      `select id from operation_plans where tenant_id = 'demo' order by id limit 1`,
    );
    const before = await one(`select count(*) from operation_plans`);
    const status = await one(`select status from operation_plans where id = ${id}`);
    const list = (await call('GET', BASE, undefined, second)).json().data.list;
    expect(list.some((row: { id: number }) => row.id === id)).toBe(false);
    for (const action of ['start', 'pause', 'resume'])
      expect((await call('POST', `${BASE}/${id}/${action}`, undefined, second)).statusCode).toBe(
        404,
      );
    expect((await call('GET', `${BASE}/${id}/funnel`, undefined, second)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${id}`, undefined, second)).statusCode).toBe(404);
    expect((await call('POST', BASE, plan({ id }), second)).statusCode).toBe(404);
    expect((await call('POST', BASE, plan(), second)).statusCode).toBe(404);
    const tagOnly = plan({
      trigger: { kind: 'tag', tag_id: tagId },
      steps: [{ action: 'message', wait_days: 0, condition: 'all', content: 'x' }],
    });
    expect((await call('POST', BASE, tagOnly, second)).statusCode).toBe(404);
    const options = (
      await call('GET', '/scrm/v1/marketing/operation-plan-options', undefined, second)
    ).json().data;
    expect(options.tags.some((tag: { id: number }) => tag.id === tagId)).toBe(false);
    expect(await one(`select count(*) from operation_plans`)).toBe(before);
    expect(await one(`select status from operation_plans where id = ${id}`)).toBe(status);
  });

  it("refuses a role without the page's code with 403", async () => {
    const newbie = authHeaders(await signIn(t.app, 'newbie', 'Newbie@123'));
    expect((await call('GET', BASE, undefined, newbie)).statusCode).toBe(403);
  });
});
