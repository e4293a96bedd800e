import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';

// issue #17 /moment-dispatch 朋友圈群发 (+ moment-form, moment-detail).
const BASE = '/scrm/v1/reach/moment-dispatch';
const HOUR = 3_600_000;
const CONTENT = { text: '秋冬新款到店，欢迎来试穿～', attachments: [] };

let t: TestApp;
let headers: Record<string, string>;
const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const one = async (query: string) => Number(Object.values((await rows<object>(query))[0]!)[0]);
const call = (method: 'GET' | 'POST', url: string, payload?: unknown, as = headers) =>
  t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
const at = (offsetMs: number) => new Date(t.clock.now + offsetMs).toISOString();

function body(extra: Record<string, unknown> = {}) {
  return {
    name: '新品上市朋友圈',
    content: CONTENT,
    sender_scope: { kind: 'all', ids: [] },
    send_type: 'now',
    end_at: at(48 * HOUR),
    ...extra,
  };
}
async function create(extra: Record<string, unknown> = {}) {
  const response = await call('POST', BASE, body(extra));
  const answer = response.json() as {
    code: number;
    msg: string;
    data: { id: number; employees: number };
  };
  expect(`${answer.code} ${answer.msg}`).toBe('0 success');
  return answer;
}

beforeAll(async () => {
  t = await createTestApp();
  headers = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('/moment-dispatch list (issue #17)', () => {
  it('answers 20 a page with 90 days of seeded tasks, totals equal direct row counts', async () => {
    const list = (await call('GET', `${BASE}?page=1`)).json();
    expect(list.data.page_size).toBe(20);
    expect(list.data.total).toBeGreaterThanOrEqual(20);
    const oldest = await one(
      `select extract(day from now() - min(created_at))::int from moment_tasks where tenant_id = 'demo'`,
    );
    expect(oldest).toBeGreaterThanOrEqual(80);
    for (const row of list.data.list as Array<{ id: number; totals: Record<string, number> }>) {
      const [counts] = await rows<Record<string, number>>(`select
        (select count(*)::int from moment_task_employees where tenant_id = 'demo' and task_id = ${row.id}) as employees,
        (select count(*)::int from moment_task_employees where tenant_id = 'demo' and task_id = ${row.id} and published_at is not null) as published,
        (select count(*)::int from moment_interactions where tenant_id = 'demo' and task_id = ${row.id} and kind = 1) as likes,
        (select count(*)::int from moment_interactions where tenant_id = 'demo' and task_id = ${row.id} and kind = 2) as comments`);
      expect(row.totals).toMatchObject(counts!);
      expect(row.totals.unpublished).toBe(counts!.employees! - counts!.published!);
    }
  });

  it('filters by status, creator and created-date range', async () => {
    const ended = (await call('GET', `${BASE}?status=3`)).json();
    expect(ended.data.total).toBeGreaterThan(0);
    expect(ended.data.list.every((row: { status: number }) => row.status === 3)).toBe(true);
    const creators = (await call('GET', `${BASE}/creators`)).json();
    expect(creators.data.length).toBeGreaterThan(0);
    const mine = (await call('GET', `${BASE}?creator_id=${creators.data[0].id}`)).json();
    expect(mine.data.total).toBeGreaterThan(0);
    const none = (
      await call('GET', `${BASE}?created_from=2001-01-01&created_to=2001-01-31`)
    ).json();
    expect(none.data.total).toBe(0);
  });

  it("refuses a role without the page's code with 403 (spec §6)", async () => {
    const newbie = authHeaders(await signIn(t.app, 'newbie', 'Newbie@123'));
    expect((await call('GET', BASE, undefined, newbie)).statusCode).toBe(403);
  });
});

describe('/moment-dispatch/moment-form validation (issue #17 "Bad input")', () => {
  const refused = async (extra: Record<string, unknown>, field: string) => {
    const before = await one(`select count(*) from moment_tasks`);
    const response = await call('POST', BASE, body(extra));
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain(field);
    expect(await one(`select count(*) from moment_tasks`)).toBe(before);
  };
  const image = (n: number) => ({ type: 'image', url: `https://img.example.com/${n}.jpg` });

  it('refuses an empty moment, naming the content, and writes nothing', () =>
    refused({ content: { text: '', attachments: [] } }, '消息内容不能为空'));
  it('refuses over 9 images', () =>
    refused(
      { content: { text: 'x', attachments: Array.from({ length: 10 }, (_, n) => image(n)) } },
      '附件最多9个',
    ));
  it('refuses a video mixed with images (≤ 9 images, or 1 video, or 1 link)', () =>
    refused(
      {
        content: {
          text: 'x',
          attachments: [
            image(1),
            { type: 'video', url: 'https://v.example.com/a.mp4', name: 'a.mp4', size: 10 },
          ],
        },
      },
      '不能混用',
    ));
  it('refuses two links', () =>
    refused(
      {
        content: {
          text: '',
          attachments: [1, 2].map((n) => ({
            type: 'link',
            title: `链接${n}`,
            url: `https://a.example.com/${n}`,
          })),
        },
      },
      '只能添加一个视频或一个链接',
    ));
  it('refuses a file attachment', () =>
    refused(
      {
        content: {
          text: 'x',
          attachments: [
            { type: 'file', url: 'https://a.example.com/a.pdf', name: 'a.pdf', size: 1 },
          ],
        },
      },
      '只能是图片、视频或链接',
    ));
  it('refuses a customer variable (a moment is public)', () =>
    refused({ content: { text: '{客户昵称}你好', attachments: [] } }, '不支持变量'));
  it('refuses a publish time in the past', () =>
    refused({ send_type: 'scheduled', send_at: at(-HOUR) }, '发表时间不能早于当前时间'));
  it('refuses an end time before the publish time', () =>
    refused({ end_at: at(-1000) }, '结束时间必须晚于发表时间'));
  it('refuses a department scope without departments', () =>
    refused({ sender_scope: { kind: 'departments', ids: [] } }, '请选择部门'));
  it("refuses another tenant's or a missing tag id", () =>
    refused({ visible_tag_ids: [999_999] }, '所选标签不存在'));
});

describe('/moment-dispatch publishing, interactions and auto-tags (issue #17)', () => {
  // The tests move the clock by hours: sign in again so the token is fresh.
  beforeEach(async () => {
    headers = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
  });
  it('creates one task row per active employee in scope; the job confirms publishes after the delay', async () => {
    const created = await create();
    expect(created.code).toBe(0);
    const active = await one(
      `select count(*) from employees where tenant_id = 'demo' and status = 1`,
    );
    expect(created.data.employees).toBe(active);
    const published = () =>
      one(
        `select count(*) from moment_task_employees where task_id = ${created.data.id} and published_at is not null`,
      );
    expect(await published()).toBe(0);
    t.clock.advance(30_000);
    await t.jobs.runDue({ asOf: new Date(t.clock.now) });
    // Sandbox: every fifth employee never publishes, the others within seconds.
    const never = await one(`select count(*) from sandbox_reach_employees s join employees e
      on e.tenant_id = s.tenant_id and e.id = s.employee_id and e.status = 1
      where s.tenant_id = 'demo' and s.confirm_delay_seconds is null`);
    expect(await published()).toBe(active - never);
    expect(never).toBeGreaterThan(0);
  });

  it('a department scope asks the active employees of the departments and their sub-departments', async () => {
    const [root] = await rows<{ id: number }>(`select id from departments
      where tenant_id = 'demo' and parent_id is null order by id limit 1`);
    const expected = await one(`with recursive tree as (
        select id from departments where tenant_id = 'demo' and id = ${root!.id}
        union select d.id from departments d join tree on d.parent_id = tree.id where d.tenant_id = 'demo')
      select count(*) from employees where tenant_id = 'demo' and status = 1
        and department_id in (select id from tree)`);
    expect(expected).toBeGreaterThan(0);
    const created = await create({ sender_scope: { kind: 'departments', ids: [root!.id] } });
    expect(created.data.employees).toBe(expected);
    const detail = (await call('GET', `${BASE}/${created.data.id}`)).json();
    expect(detail.data.sender_scope).toEqual({ kind: 'departments', ids: [root!.id] });
  });

  it('likes and comments are pulled from the sandbox and tag the customers who made them', async () => {
    const [tag1, tag2] = await rows<{ id: number }>(
      `select id from tags where tenant_id = 'demo' order by id limit 2`,
    );
    const created = await create({ like_tag_ids: [tag1!.id], comment_tag_ids: [tag2!.id] });
    t.clock.advance(6 * HOUR);
    const detail = (await call('GET', `${BASE}/${created.data.id}`)).json();
    expect(detail.data.totals.likes).toBeGreaterThan(0);
    // The detail carries the tag ids, so 复制 starts a new moment with the same auto-tags.
    expect(detail.data.like_tag_ids).toEqual([tag1!.id]);
    expect(detail.data.comment_tag_ids).toEqual([tag2!.id]);
    expect(detail.data.totals.comments).toBeGreaterThan(0);
    const untaggedLikers = await one(`select count(*) from moment_interactions i
      where i.task_id = ${created.data.id} and i.kind = 1 and not exists (select 1 from customer_tags ct
      where ct.tenant_id = i.tenant_id and ct.customer_id = i.customer_id and ct.tag_id = ${tag1!.id})`);
    expect(untaggedLikers).toBe(0);
    const untaggedCommenters = await one(`select count(*) from moment_interactions i
      where i.task_id = ${created.data.id} and i.kind = 2 and not exists (select 1 from customer_tags ct
      where ct.tenant_id = i.tenant_id and ct.customer_id = i.customer_id and ct.tag_id = ${tag2!.id})`);
    expect(untaggedCommenters).toBe(0);
    // A second pull adds nothing (interactions are keyed by task, customer and kind).
    const again = (await call('GET', `${BASE}/${created.data.id}`)).json();
    expect(again.data.totals).toEqual(detail.data.totals);
    const list = (await call('GET', `${BASE}/${created.data.id}/interactions?kind=2`)).json();
    expect(list.data.total).toBe(detail.data.totals.comments);
    expect(list.data.list[0].comment).not.toBe('');
  });

  it('only customers carrying a visible tag interact with a tag-limited moment', async () => {
    const [tag] = await rows<{ tag_id: number }>(`select tag_id from customer_tags
      where tenant_id = 'demo' group by tag_id order by count(*) desc limit 1`);
    const created = await create({ visible_tag_ids: [tag!.tag_id] });
    t.clock.advance(6 * HOUR);
    await call('GET', `${BASE}/${created.data.id}`);
    const outside =
      await one(`select count(*) from moment_interactions i where i.task_id = ${created.data.id}
      and not exists (select 1 from customer_tags ct where ct.tenant_id = i.tenant_id
      and ct.customer_id = i.customer_id and ct.tag_id = ${tag!.tag_id})`);
    expect(outside).toBe(0);
    expect(
      await one(`select count(*) from moment_interactions where task_id = ${created.data.id}`),
    ).toBeGreaterThan(0);
  });

  it('reminds unpublished employees at most 3 times in 24 hours', async () => {
    const created = await create();
    t.clock.advance(60_000);
    const employees = (
      await call('GET', `${BASE}/${created.data.id}/employees?published=0`)
    ).json();
    expect(employees.data.total).toBeGreaterThan(0);
    expect(
      employees.data.list.every((row: { published_at: null }) => row.published_at === null),
    ).toBe(true);
    for (let n = 0; n < 3; n += 1) {
      const reminded = (await call('POST', `${BASE}/${created.data.id}/remind`, {})).json();
      expect(reminded.msg).toBe('success');
      expect(reminded.data.reminded).toBe(employees.data.total);
    }
    const fourth = (await call('POST', `${BASE}/${created.data.id}/remind`, {})).json();
    expect(fourth.code).not.toBe(0);
    expect(fourth.msg).toContain('24小时内已提醒3次');
    t.clock.advance(25 * HOUR);
    headers = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
    // The task ended after 48 h? Not yet (created at -61 s + 48 h): reminding works again.
    const later = (await call('POST', `${BASE}/${created.data.id}/remind`, {})).json();
    expect(later.data.reminded).toBe(employees.data.total);
  });

  it('a cancelled scheduled moment is never published', async () => {
    const created = await create({
      send_type: 'scheduled',
      send_at: at(HOUR),
      end_at: at(5 * HOUR),
    });
    const detail = (await call('GET', `${BASE}/${created.data.id}`)).json();
    expect(detail.data.status).toBe(1);
    expect((await call('POST', `${BASE}/${created.data.id}/cancel`)).json().code).toBe(0);
    t.clock.advance(2 * HOUR);
    await t.jobs.runDue({ asOf: new Date(t.clock.now) });
    expect(
      await one(
        `select count(*) from moment_task_employees where task_id = ${created.data.id} and published_at is not null`,
      ),
    ).toBe(0);
    expect((await call('GET', `${BASE}/${created.data.id}`)).json().data.status).toBe(4);
    const again = (await call('POST', `${BASE}/${created.data.id}/cancel`)).json();
    expect(again.msg).toContain('已结束或已取消');
  });
});

describe("tenant isolation: `second` reaches none of demo's moments", () => {
  it('answers 404 on every endpoint with demo ids and writes nothing', async () => {
    headers = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
    const [task] = await rows<{ id: number }>(`select id from moment_tasks where tenant_id = 'demo'
      and cancelled_at is null order by id desc limit 1`);
    const second = authHeaders(await signIn(t.app, 'admin', 'Admin@123', 'second'));
    const before = await one(`select count(*) from moment_reminders`);
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/employees'],
      ['GET', '/interactions'],
      ['POST', '/remind'],
      ['POST', '/cancel'],
    ] as const) {
      const response = await call(
        method,
        `${BASE}/${task!.id}${path}`,
        method === 'POST' ? {} : undefined,
        second,
      );
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(await one(`select count(*) from moment_reminders`)).toBe(before);
    expect(
      await one(
        `select count(*) from moment_tasks where id = ${task!.id} and cancelled_at is not null`,
      ),
    ).toBe(0);
    const list = (await call('GET', BASE, undefined, second)).json();
    expect(list.data.list.some((row: { id: number }) => row.id === task!.id)).toBe(false);
    // demo's employee and tag ids in a body are refused for `second`.
    const [employee] = await rows<{ id: number }>(
      `select id from employees where tenant_id = 'demo' limit 1`,
    );
    const response = await call(
      'POST',
      BASE,
      body({ sender_scope: { kind: 'employees', ids: [employee!.id] } }),
      second,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('/moment-dispatch export (docs/architecture.md "Exports")', () => {
  it('the export source counts and writes exactly the rows the filtered list shows', async () => {
    const { momentExportSource } = await import('./moment-export-source');
    headers = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
    const list = (
      await call('GET', `${BASE}?name=${encodeURIComponent('新品')}&page_size=100`)
    ).json();
    const query = momentExportSource.parseFilters({ name: '新品' });
    const db = t.database.db;
    expect(await momentExportSource.count(db, 'demo', query)).toBe(list.data.total);
    const written: Array<Record<string, string | number>> = [];
    for await (const batch of momentExportSource.batches(db, 'demo', query, 7)) {
      expect(batch.length).toBeLessThanOrEqual(7);
      written.push(...batch);
    }
    expect(written.map((row) => row.name)).toEqual(
      (list.data.list as Array<{ name: string }>).map((row) => row.name),
    );
    expect(written.length).toBeGreaterThan(7);
    expect(await momentExportSource.count(db, 'second', query)).toBe(0);
    const seconds: unknown[] = [];
    for await (const batch of momentExportSource.batches(db, 'second', query, 7))
      seconds.push(...batch);
    expect(seconds).toEqual([]);
  });
});
