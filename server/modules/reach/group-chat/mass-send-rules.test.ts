import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import { sandboxReachEmployees } from '../../../db/schema/reach';

const PRIVATE = '/scrm/v1/reach/private-chat';
const GROUP = '/scrm/v1/reach/group-chat';
const MESSAGE = { text: '本周六社群福利：到店出示消息立减20元', attachments: [] };

let t: TestApp;
let demo: Record<string, string>;
let second: Record<string, string>;
const rows = async <T>(query: string) =>
  (await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
const one = async (query: string) => Number(Object.values((await rows<object>(query)).rows[0]!)[0]);
const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, as = demo) =>
  t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
const sendCount = () => one(`select count(*) from mass_sends where tenant_id = 'demo'`);

beforeAll(async () => {
  t = await createTestApp();
  demo = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
  second = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
  // A loaded machine can take over two minutes to migrate and seed one PGlite.
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('mass-send rules (issue #17)', () => {
  it('bad input is refused with a Chinese message naming the field, nothing created', async () => {
    const base = {
      name: '坏输入',
      filter: { sender_ids: [], target: 'all' },
      message: MESSAGE,
      send_type: 'now',
    };
    const image = { type: 'image', url: 'https://img.test/a.png' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ message: { text: '', attachments: [] } }, '消息内容不能为空'],
      [{ message: { text: 'x', attachments: Array(10).fill(image) } }, '附件最多9个'],
      [
        { send_type: 'scheduled', send_at: new Date(t.clock.now - 60_000).toISOString() },
        '发送时间',
      ],
      [
        {
          filter: {
            sender_ids: [],
            target: 'filter',
            added_from: '2001-01-01',
            added_to: '2001-01-02',
          },
        },
        '没有匹配到任何客户',
      ],
      [{ filter: { sender_ids: [999999], target: 'all' } }, '发送员工'],
    ];
    const before = await sendCount();
    for (const [patch, message] of cases) {
      const response = await call('POST', `${PRIVATE}/sends`, { ...base, ...patch });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toContain(message);
    }
    expect(await sendCount()).toBe(before);
  });

  it('a scheduled group send is cancelled: its groups are never delivered', async () => {
    const owner = await one(`select owner_employee_id from customer_groups
      where tenant_id = 'demo' and dismissed_at is null and owner_employee_id is not null limit 1`);
    const created = (
      await call('POST', `${GROUP}/sends`, {
        name: '周末活动预告',
        filter: { owner_ids: [owner] },
        message: MESSAGE,
        send_type: 'scheduled',
        send_at: new Date(t.clock.now + 3600_000).toISOString(),
      })
    ).json();
    expect(created.code).toBe(0);
    expect(created.data.recipients).toBe(
      await one(`select count(*) from customer_groups where tenant_id = 'demo'
        and dismissed_at is null and owner_employee_id = ${owner}`),
    );
    const tasks = (await call('GET', `${GROUP}/sends/${created.data.id}/tasks`)).json();
    expect(tasks.data).toEqual([expect.objectContaining({ employee_id: owner, status: 0 })]);
    const cancelled = (await call('POST', `${GROUP}/sends/${created.data.id}/cancel`)).json();
    expect(cancelled.data.cancelled_recipients).toBe(created.data.recipients);
    t.clock.advance(2 * 3600_000);
    const detail = (await call('GET', `${GROUP}/sends/${created.data.id}`)).json();
    expect(detail.data.status).toBe(4);
    expect(detail.data.totals).toMatchObject({ sent: 0, cancelled: created.data.recipients });
  });

  it('cancelling stops undelivered recipients only; reminders are at most 3 in 24 hours', async () => {
    const staff = await rows<{ id: number }>(
      `select id from employees where tenant_id = 'demo' order by id limit 4`,
    );
    const [fast, slow] = [staff.rows.slice(0, 2), staff.rows.slice(2, 4)];
    await t.database.db
      .insert(sandboxReachEmployees)
      .values([
        ...fast.map(({ id }) => ({ tenantId: 'demo', employeeId: id, confirmDelaySeconds: 0 })),
        ...slow.map(({ id }) => ({ tenantId: 'demo', employeeId: id, confirmDelaySeconds: null })),
      ])
      .onConflictDoUpdate({
        target: [sandboxReachEmployees.tenantId, sandboxReachEmployees.employeeId],
        set: { confirmDelaySeconds: sql`excluded.confirm_delay_seconds` },
      });
    const created = (
      await call('POST', `${PRIVATE}/sends`, {
        name: '部分确认',
        filter: { sender_ids: staff.rows.map(({ id }) => id), target: 'all' },
        message: MESSAGE,
        send_type: 'now',
      })
    ).json();
    t.clock.advance(1000);
    const id = created.data.id;
    const before = (await call('GET', `${PRIVATE}/sends/${id}`)).json().data.totals;
    expect(before.confirmed).toBe(2);
    expect(before.unconfirmed).toBe(2);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const reminded = (await call('POST', `${PRIVATE}/sends/${id}/remind`, {})).json();
      expect(reminded.data.reminded).toBe(2);
    }
    const fourth = (await call('POST', `${PRIVATE}/sends/${id}/remind`, {})).json();
    expect(fourth.code).toBe(101170001);
    const delivered = before.recipients - before.pending;
    const cancelled = (await call('POST', `${PRIVATE}/sends/${id}/cancel`)).json();
    expect(cancelled.data.cancelled_recipients).toBe(before.pending);
    expect(
      await one(
        `select count(*) from mass_send_recipients where send_id = ${id} and status in (1,2,3,4)`,
      ),
    ).toBe(delivered);
  });

  it('tenant second sees and cancels none of demo’s sends', async () => {
    const id = await one(`select max(id) from mass_sends where tenant_id = 'demo'`);
    const list = (
      await call('GET', `${PRIVATE}/sends?page=1&page_size=100`, undefined, second)
    ).json();
    expect(list.data.list.map((row: { id: number }) => row.id)).not.toContain(id);
    for (const base of [PRIVATE, GROUP]) {
      for (const [method, path] of [
        ['GET', ''],
        ['GET', '/tasks'],
        ['GET', '/recipients'],
        ['POST', '/cancel'],
        ['POST', '/remind'],
      ] as const) {
        const response = await call(
          method,
          `${base}/sends/${id}${path}`,
          method === 'POST' ? {} : undefined,
          second,
        );
        expect(response.statusCode).toBe(404);
      }
    }
    const preview = (
      await call(
        'POST',
        `${PRIVATE}/preview`,
        { filter: { sender_ids: [1], target: 'all' } },
        second,
      )
    ).json();
    expect(preview.msg ?? '').toContain('发送员工');
  });

  it('the reach hub counts this month from recipient rows, and tenant second sees none of demo’s', async () => {
    const overview = (await call('GET', '/scrm/v1/reach/strategy/overview')).json();
    const at = `'${new Date(t.clock.now).toISOString()}'::timestamptz`;
    const recipients = await one(`select count(r.id) from mass_send_recipients r
      join mass_sends s on s.tenant_id = r.tenant_id and s.id = r.send_id
      where s.tenant_id = 'demo' and s.channel = 1 and s.status <> 4
        and s.send_at >= date_trunc('month', ${at} at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'
        and s.send_at <= ${at}`);
    expect(overview.data.month[0].recipients).toBe(recipients);
    const theirs = (
      await call('GET', '/scrm/v1/reach/strategy/overview', undefined, second)
    ).json();
    expect(theirs.data.month.every((row: { sends: number }) => row.sends === 0)).toBe(true);
    expect(theirs.data.unconfirmed).toEqual([]);
  });
});
