// issue #20 /operation-plan 日历: the list holds every type at its time on the tenant's China
// calendar days; moving a scheduled mass send moves its job (it runs at the new time, once);
// a sent one or a past time is refused; tenant `second` neither sees nor moves demo's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import { chinaDateOf } from '../../../../contract/china-time';

let t: TestApp;
let demo: Record<string, string>;
let second: Record<string, string>;
const BASE = '/scrm/v1/marketing/operation-calendar';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const one = async (query: string) => Number(Object.values((await rows<object>(query))[0]!)[0]);
const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, as = demo) =>
  t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
/** Moves the test clock (sessions are signed again: a token expires). */
async function advance(ms: number) {
  t.clock.advance(ms);
  demo = authHeaders(await signIn(t.app, 'admin', 'Admin@123', 'demo'));
  second = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
}
const chinaDate = (ms: number) => chinaDateOf(ms);
const MARK = '日历测试';
let day = '';

async function insertFixtures(adminId: number) {
  const at = (date: string, clock: string) => `'${date}T${clock}+08:00'`;
  const before = chinaDate(Date.parse(`${day}T00:00:00Z`) - DAY);
  const after = chinaDate(Date.parse(`${day}T00:00:00Z`) + DAY);
  const send = (channel: number, when: string, name: string) =>
    rows(`insert into mass_sends (tenant_id, channel, name, filter, message, send_type, send_at,
      status, created_by, created_at) values ('demo', ${channel}, '${MARK}${name}', '{}', '{}', 2,
      ${when}, 1, ${adminId}, now())`);
  await send(1, at(day, '23:30:00'), '私聊末'); // 15:30 UTC: still the China day
  await send(2, at(day, '00:00:00'), '群聊初'); // the day's first instant
  await send(1, at(after, '00:00:00'), '次日');
  await send(1, at(before, '23:59:59'), '前日');
  await rows(`insert into moment_tasks (tenant_id, name, content, visible_tag_ids, like_tag_ids,
    comment_tag_ids, publish_at, end_at, created_by, created_at) values ('demo', '${MARK}朋友圈',
    '{}', '[]', '[]', '[]', ${at(day, '08:00:00')}, ${at(after, '08:00:00')}, ${adminId}, now())`);
  await rows(`insert into sop_plans (tenant_id, kind, name, business_type, config, created_by,
    created_at, updated_at) values ('demo', 2, '${MARK}SOP', 1, '{}', ${adminId},
    ${at(day, '12:00:00')}, now())`);
  await rows(`insert into marketing_campaigns (tenant_id, name, type, start_date, end_date,
    goal_metric, goal_value, published) values ('demo', '${MARK}活动', 'lottery', '${day}',
    '${after}', 'entries', 100, true)`);
  await rows(`insert into operation_plans (tenant_id, name, trigger) values ('demo',
    '${MARK}旅程', '{"kind":"date","date":"${day}","audience_id":null}')`);
}

beforeAll(async () => {
  t = await createTestApp();
  demo = authHeaders(await signIn(t.app, 'admin', 'Admin@123', 'demo'));
  second = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
  day = chinaDate(t.clock.now + 40 * DAY);
  await insertFixtures(await one(`select id from users where account = 'admin'`));
}, 300_000);
afterAll(async () => {
  await t.close();
});

type Entry = { key: string; type: string; title: string; at: string; movable: boolean };
const list = async (query: string, as = demo) => {
  const response = await call('GET', `${BASE}?${query}`, undefined, as);
  expect(response.statusCode).toBe(200);
  return response.json().data as { entries: Entry[]; owners: { id: number }[] };
};

describe('/operation-plan 日历 (issue #20)', () => {
  it('lists each type at its time within the China (Asia/Shanghai) calendar day', async () => {
    const { entries } = await list(`from=${day}&to=${day}`);
    const mine = entries.filter((entry) => entry.title.startsWith(MARK));
    const byTitle = Object.fromEntries(
      mine.map((entry) => [entry.title.slice(MARK.length), entry]),
    );
    expect(Object.keys(byTitle).sort()).toEqual(
      ['私聊末', '群聊初', '朋友圈', 'SOP', '活动', '旅程'].sort(),
    );
    expect(byTitle['私聊末']).toMatchObject({ type: 'private_send', movable: true });
    expect(byTitle['私聊末']!.at).toBe(new Date(`${day}T23:30:00+08:00`).toISOString());
    expect(byTitle['群聊初']).toMatchObject({ type: 'group_send' });
    expect(byTitle['群聊初']!.at).toBe(new Date(`${day}T00:00:00+08:00`).toISOString());
    expect(byTitle['朋友圈']).toMatchObject({ type: 'moment', movable: true });
    expect(byTitle['SOP']).toMatchObject({ type: 'sop', movable: false });
    expect(byTitle['活动']).toMatchObject({ type: 'campaign', movable: true });
    expect(byTitle['活动']!.at).toBe(new Date(`${day}T10:00:00+08:00`).toISOString());
    expect(byTitle['旅程']).toMatchObject({ type: 'plan', movable: true });
    expect(byTitle['旅程']!.at).toBe(new Date(`${day}T09:00:00+08:00`).toISOString());
  });

  it('filters by type and by owner; a range over 62 days is refused naming the field', async () => {
    const sends = await list(`from=${day}&to=${day}&type=group_send`);
    expect(sends.entries.map((entry) => entry.type)).toEqual(['group_send']);
    const nobody = await list(`from=${day}&to=${day}&owner_id=999999`);
    expect(nobody.entries).toEqual([]);
    const wide = await call('GET', `${BASE}?from=2026-01-01&to=2026-06-01`);
    expect(wide.statusCode).toBe(400);
    expect(wide.json().msg).toContain('日期范围不能超过62天');
  });

  it('moving a scheduled mass send moves its job: it runs at the new time, exactly once', async () => {
    const owner = await one(`select g.owner_employee_id from customer_groups g
      join sandbox_reach_employees e on e.tenant_id = g.tenant_id
        and e.employee_id = g.owner_employee_id and e.confirm_delay_seconds is not null
      where g.tenant_id = 'demo' and g.dismissed_at is null order by g.id limit 1`);
    const created = (
      await call('POST', '/scrm/v1/reach/group-chat/sends', {
        name: '改期测试群发',
        filter: { owner_ids: [owner] },
        message: { text: '周末福利预告', attachments: [] },
        send_type: 'scheduled',
        send_at: new Date(t.clock.now + HOUR).toISOString(),
      })
    ).json();
    expect(created.code).toBe(0);
    const id = created.data.id as number;
    const target = new Date(t.clock.now + 5 * HOUR);
    const moved = await call('POST', `${BASE}/move`, {
      type: 'group_send',
      id,
      at: target.toISOString(),
    });
    expect(moved.json()).toMatchObject({ code: 0, data: { at: target.toISOString() } });
    const [move] = await rows<{ moved_by: number; to_at: Date }>(
      `select moved_by, to_at from operation_calendar_moves where tenant_id = 'demo'
        and type = 'group_send' and target_id = ${id}`,
    );
    expect(move!.moved_by).toBe(await one(`select id from users where account = 'admin'`));
    // its pending jobs now run after the new time (the runner's queue, before any run)
    const queued = (
      await t.jobs.list('demo', { name: 'reach.mass-send.advance', limit: 500 })
    ).filter((job) => job.key?.startsWith(`send:${id}:`) && job.state === 'queued');
    expect(queued).toHaveLength(4);
    expect(Math.min(...queued.map((job) => Date.parse(job.runAfter)))).toBeGreaterThan(
      target.getTime(),
    );
    const delivered = () =>
      one(`select count(*)::int from sandbox_deliveries d join mass_send_recipients r
        on r.tenant_id = d.tenant_id and r.id = d.recipient_id
        where r.tenant_id = 'demo' and r.send_id = ${id}`);
    const status = () =>
      one(`select status from mass_sends where tenant_id = 'demo' and id = ${id}`);

    // the old time passes: nothing starts
    await advance(2 * HOUR);
    await t.jobs.runDue({ asOf: new Date(t.clock.now) });
    expect(await status()).toBe(1);
    expect(await delivered()).toBe(0);
    // the new time passes: delivered once to every recipient
    await advance(3 * HOUR + 15 * 60_000);
    await t.jobs.runDue({ asOf: new Date(t.clock.now) });
    expect(await status()).toBe(3);
    expect(await delivered()).toBe(created.data.recipients);
    await advance(DAY);
    await t.jobs.runDue({ asOf: new Date(t.clock.now) });
    expect(await delivered()).toBe(created.data.recipients);
    const jobs = await t.jobs.list('demo', { name: 'reach.mass-send.advance', limit: 500 });
    const ofSend = jobs.filter((job) => job.key?.startsWith(`send:${id}:`));
    expect(ofSend.filter((job) => !job.key!.includes('@move')).map((job) => job.state)).toEqual(
      Array(4).fill('cancelled'),
    );
    const movedJobs = ofSend.filter((job) => job.key!.includes('@move'));
    expect(movedJobs.map((job) => job.state)).toEqual(Array(4).fill('completed'));
  });

  it('a sent send and a time in the past are refused with a Chinese message, nothing moved', async () => {
    const sent = await one(`select id from mass_sends where tenant_id = 'demo' and status = 3
      and channel = 1 order by id limit 1`);
    const before = await one(`select count(*)::int from operation_calendar_moves`);
    const refused = await call('POST', `${BASE}/move`, {
      type: 'private_send',
      id: sent,
      at: new Date(t.clock.now + DAY).toISOString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('不能改期');
    const scheduled = await one(`select id from mass_sends where tenant_id = 'demo'
      and name = '${MARK}私聊末'`);
    const past = await call('POST', `${BASE}/move`, {
      type: 'private_send',
      id: scheduled,
      at: new Date(t.clock.now - HOUR).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().msg).toBe('新时间不能早于当前时间');
    const sop = await one(
      `select id from sop_plans where tenant_id = 'demo' and name = '${MARK}SOP'`,
    );
    const sopMove = await call('POST', `${BASE}/move`, {
      type: 'sop',
      id: sop,
      at: new Date(t.clock.now + DAY).toISOString(),
    });
    expect(sopMove.statusCode).toBe(400);
    expect(await one(`select count(*)::int from operation_calendar_moves`)).toBe(before);
  });

  it('a campaign and a journey not yet started move by day (campaign keeps its length)', async () => {
    const campaign = await one(`select id from marketing_campaigns where tenant_id = 'demo'
      and name = '${MARK}活动'`);
    const next = chinaDate(Date.parse(`${day}T00:00:00Z`) + 3 * DAY);
    const moved = await call('POST', `${BASE}/move`, {
      type: 'campaign',
      id: campaign,
      at: `${next}T15:00:00+08:00`,
    });
    expect(moved.json().data.at).toBe(new Date(`${next}T10:00:00+08:00`).toISOString());
    const [row] = await rows<{ start: string; end: string }>(`select start_date::text as start,
      end_date::text as end from marketing_campaigns where tenant_id = 'demo' and id = ${campaign}`);
    expect(row).toEqual({ start: next, end: chinaDate(Date.parse(`${next}T00:00:00Z`) + DAY) });
    const plan = await one(`select id from operation_plans where tenant_id = 'demo'
      and name = '${MARK}旅程'`);
    await call('POST', `${BASE}/move`, { type: 'plan', id: plan, at: `${next}T20:00:00+08:00` });
    expect(
      await one(`select count(*)::int from operation_plans where id = ${plan}
        and trigger->>'date' = '${next}'`),
    ).toBe(1);
  });

  it('tenant second neither sees nor moves demo operations (404, nothing written)', async () => {
    const demoKeys = new Set((await list(`from=${day}&to=${day}`)).entries.map((e) => e.key));
    const theirs = await list(`from=${day}&to=${day}`, second);
    expect(theirs.entries.filter((entry) => demoKeys.has(entry.key))).toEqual([]);
    expect(theirs.entries.filter((entry) => entry.title.startsWith(MARK))).toEqual([]);
    const before = await one(`select count(*)::int from operation_calendar_moves`);
    for (const type of ['private_send', 'moment', 'campaign', 'plan']) {
      const table = {
        private_send: 'mass_sends',
        moment: 'moment_tasks',
        campaign: 'marketing_campaigns',
        plan: 'operation_plans',
      }[type];
      const id = await one(
        `select id from ${table} where tenant_id = 'demo' order by id desc limit 1`,
      );
      const response = await call(
        'POST',
        `${BASE}/move`,
        { type, id, at: new Date(t.clock.now + 2 * DAY).toISOString() },
        second,
      );
      expect(response.statusCode).toBe(404);
    }
    expect(await one(`select count(*)::int from operation_calendar_moves`)).toBe(before);
  });
});
