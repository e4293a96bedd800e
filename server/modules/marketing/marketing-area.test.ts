// issue #20 /admp-strategy: an audience's size equals a direct query for each condition kind
// and for AND/OR combinations; a self-reference is refused; tenant `second` gets nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../test-support/test-app';

let t: TestApp;
let demo: Record<string, string>;
let second: Record<string, string>;
const ids = async (query: string) =>
  new Set(
    (
      (await t.database.db.execute(sql.raw(query))) as unknown as { rows: Array<{ id: unknown }> }
    ).rows.map((row) => Number(row.id)),
  );
const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, as = demo) =>
  (await t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) })).json() as {
    code: number;
    msg: string;
    data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

/** Saves an audience, runs its compute job, answers its id and size. */
async function build(conditions: unknown[], logic: 'and' | 'or' = 'and') {
  const saved = await call('POST', '/scrm/v1/marketing/audiences', {
    name: `测试人群${Math.random().toString(36).slice(2, 8)}`,
    logic,
    conditions,
    refresh: 1,
  });
  expect(saved.code, saved.msg).toBe(0);
  await t.jobs.runDue();
  const list = await call('GET', '/scrm/v1/marketing/audiences?page_size=100');
  const row = list.data.list.find((each: { id: number }) => each.id === saved.data.id);
  expect(row.status).toBe(3);
  const members = await ids(
    `select customer_id as id from audience_members where audience_id = ${saved.data.id}`,
  );
  expect(members.size).toBe(row.size);
  return { id: saved.data.id as number, members };
}
const intersect = (a: Set<number>, b: Set<number>) => new Set([...a].filter((x) => b.has(x)));
const union = (a: Set<number>, b: Set<number>) => new Set([...a, ...b]);

let tagA = 0;
let tagB = 0;

beforeAll(async () => {
  t = await createTestApp();
  demo = authHeaders(await signIn(t.app, 'admin', 'Admin@123', 'demo'));
  second = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
  const top = [
    ...(await ids(`select tag_id as id from customer_tags where tenant_id = 'demo'
      group by tag_id order by count(*) desc limit 2`)),
  ];
  [tagA, tagB] = [top[0]!, top[1]!];
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('/admp-strategy audience sizes equal a direct query (issue #20)', () => {
  it('tag', async () => {
    const { members } = await build([{ kind: 'tag', tag_ids: [tagA] }]);
    expect(members).toEqual(
      await ids(
        `select customer_id as id from customer_tags where tenant_id = 'demo' and tag_id = ${tagA}`,
      ),
    );
    expect(members.size).toBeGreaterThan(0);
  });

  it('attribute (gender) and custom field', async () => {
    const { members } = await build([{ kind: 'attribute', attribute: 'gender', value: 2 }]);
    expect(members).toEqual(
      await ids(`select id from customers where tenant_id = 'demo' and gender = 2`),
    );
    const [field] =
      await ids(`select field_id as id from customer_field_values where tenant_id = 'demo'
      and jsonb_typeof(value) = 'string' group by 1 order by count(*) desc limit 1`);
    if (field) {
      const [value] = (
        (await t.database.db.execute(
          sql.raw(
            `select value #>> '{}' as v from customer_field_values where field_id = ${field} limit 1`,
          ),
        )) as unknown as { rows: Array<{ v: string }> }
      ).rows;
      const custom = await build([{ kind: 'custom_field', field_id: field, value: value!.v }]);
      expect(custom.members).toEqual(
        await ids(`select customer_id as id from customer_field_values where field_id = ${field}
          and value #>> '{}' = '${value!.v.replace(/'/g, "''")}'`),
      );
    }
  });

  it('each behaviour: added via a code, opened a radar, submitted a form, bought, points', async () => {
    const direct: Record<string, string> = {
      added_via_code: `select customer_id as id from customer_relations where tenant_id = 'demo' and channel_code_id is not null`,
      radar_opened: `select customer_id as id from radar_opens where tenant_id = 'demo'`,
      form_submitted: `select customer_id as id from superform_records where tenant_id = 'demo' and behaviour = 2 and customer_id is not null`,
      bought: `select m.customer_id as id from shop_orders o join members m on m.tenant_id = o.tenant_id and m.id = o.member_id
        where o.tenant_id = 'demo' and o.status <> 4 and m.customer_id is not null`,
      points: `select customer_id as id from members where tenant_id = 'demo' and customer_id is not null and points_balance >= 100`,
    };
    for (const [behaviour, query] of Object.entries(direct)) {
      const { members } = await build([
        { kind: 'behaviour', behaviour, ...(behaviour === 'points' ? { min: 100 } : {}) },
      ]);
      expect(members, behaviour).toEqual(await ids(query));
    }
    const recent = await build([{ kind: 'behaviour', behaviour: 'radar_opened', days: 7 }]);
    expect(recent.members).toEqual(
      await ids(`select customer_id as id from radar_opens where tenant_id = 'demo'
        and opened_at >= to_timestamp(${t.clock.now / 1000}) - interval '7 days'`),
    );
  });

  it('group and another audience', async () => {
    const [group] =
      await ids(`select group_id as id from customer_group_members where tenant_id = 'demo'
      and member_type = 2 and left_at is null group by 1 order by count(*) desc limit 1`);
    const byGroup = await build([{ kind: 'group', group_id: group }]);
    expect(byGroup.members).toEqual(
      await ids(`select member_id as id from customer_group_members where tenant_id = 'demo'
        and group_id = ${group} and member_type = 2 and left_at is null`),
    );
    const nested = await build([{ kind: 'audience', audience_id: byGroup.id }]);
    expect(nested.members).toEqual(byGroup.members);
  });

  it('AND and OR of two tags and a behaviour', async () => {
    const a = await ids(
      `select customer_id as id from customer_tags where tenant_id = 'demo' and tag_id = ${tagA}`,
    );
    const b = await ids(
      `select customer_id as id from customer_tags where tenant_id = 'demo' and tag_id = ${tagB}`,
    );
    const r = await ids(`select customer_id as id from radar_opens where tenant_id = 'demo'`);
    const conditions = [
      { kind: 'tag', tag_ids: [tagA] },
      { kind: 'tag', tag_ids: [tagB] },
      { kind: 'behaviour', behaviour: 'radar_opened' },
    ];
    expect((await build(conditions, 'and')).members).toEqual(intersect(intersect(a, b), r));
    expect((await build(conditions, 'or')).members).toEqual(union(union(a, b), r));
    const preview = await call('POST', '/scrm/v1/marketing/audiences/preview', {
      logic: 'or',
      conditions,
    });
    expect(preview.data.size).toBe(union(union(a, b), r).size);
  });
});

describe('/admp-strategy bad input (issue #20)', () => {
  it('an audience that references itself, directly or through another, is refused in Chinese', async () => {
    const first = await build([{ kind: 'tag', tag_ids: [tagA] }]);
    const secondAudience = await build([{ kind: 'audience', audience_id: first.id }]);
    const direct = await call('POST', '/scrm/v1/marketing/audiences', {
      id: first.id,
      name: '自引用',
      logic: 'and',
      conditions: [{ kind: 'audience', audience_id: first.id }],
      refresh: 1,
    });
    expect(direct.code).not.toBe(0);
    expect(direct.msg).toContain('引用自身');
    const loop = await call('POST', '/scrm/v1/marketing/audiences', {
      id: first.id,
      name: '间接引用',
      logic: 'and',
      conditions: [{ kind: 'audience', audience_id: secondAudience.id }],
      refresh: 1,
    });
    expect(loop.msg).toContain('引用自身');
  });

  it('an empty condition list is a 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/marketing/audiences',
      headers: demo,
      payload: { name: '空', logic: 'and', conditions: [], refresh: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('请至少添加一个筛选条件');
  });
});

describe('tenant isolation (issue #20 marketing)', () => {
  it('tenant second gets nothing of demo through any audience endpoint with demo ids', async () => {
    const [audience] = await ids(
      `select id from audiences where tenant_id = 'demo' order by id limit 1`,
    );
    const list = await call('GET', '/scrm/v1/marketing/audiences', undefined, second);
    expect(list.data.list.map((row: { id: number }) => row.id)).not.toContain(audience);
    const options = await call('GET', '/scrm/v1/marketing/audience-options', undefined, second);
    expect(options.data.tags.map((row: { id: number }) => row.id)).not.toContain(tagA);
    const answers = [
      await call('GET', `/scrm/v1/marketing/audiences/${audience}/sample`, undefined, second),
      await call('POST', `/scrm/v1/marketing/audiences/${audience}/refresh`, undefined, second),
      await call('DELETE', `/scrm/v1/marketing/audiences/${audience}`, undefined, second),
      await call(
        'POST',
        '/scrm/v1/marketing/audiences',
        {
          id: audience,
          name: 'x',
          logic: 'and',
          conditions: [{ kind: 'tag', tag_ids: [tagA] }],
          refresh: 1,
        },
        second,
      ),
      await call(
        'POST',
        '/scrm/v1/marketing/audiences',
        {
          name: 'x',
          logic: 'and',
          conditions: [{ kind: 'audience', audience_id: audience }],
          refresh: 1,
        },
        second,
      ),
      await call(
        'POST',
        '/scrm/v1/marketing/audiences/preview',
        { logic: 'and', conditions: [{ kind: 'tag', tag_ids: [tagA] }] },
        second,
      ),
    ];
    for (const answer of answers) {
      expect(answer.code, answer.msg).not.toBe(0);
      expect(answer.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await ids(`select id from audiences where id = ${audience}`)).size).toBe(1);
  });
});

describe('/admp-tag RFM and level tags match hand-computed values (issue #20)', () => {
  it('a fixture of three buyers in tenant second gets 111/黄金, 001/钻石, 110/普通; a cancelled order and a non-buyer do not count', async () => {
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(t.clock.now - daysAgo * day).toISOString();
    const db = t.database.db;
    const made: number[] = [];
    for (const name of ['RFM甲', 'RFM乙', 'RFM丙', 'RFM丁']) {
      const [row] = (
        (await db.execute(
          sql`insert into customers (tenant_id, external_user_id, name, last_added_at)
            values ('second', ${`rfm_${name}`}, ${name}, now()) returning id`,
        )) as unknown as { rows: Array<{ id: number }> }
      ).rows;
      made.push(Number(row!.id));
    }
    const orders: Record<number, Array<[number, string, number]>> = {
      0: [
        [5, '200.00', 3],
        [12, '200.00', 3],
        [20, '150.00', 3],
      ],
      1: [[40, '1200.00', 3]],
      2: [
        [10, '50.00', 3],
        [11, '50.00', 3],
        [12, '50.00', 3],
        [13, '50.00', 3],
        [2, '5000.00', 4],
      ],
    };
    for (const [index, list] of Object.entries(orders)) {
      const customerId = made[Number(index)]!;
      const [member] = (
        (await db.execute(
          sql`insert into members (tenant_id, customer_id, external_user_id, name, platform_type, bind_status)
            values ('second', ${customerId}, ${`rfm_m_${customerId}`}, 'm', 1, 1) returning id`,
        )) as unknown as { rows: Array<{ id: number }> }
      ).rows;
      for (const [n, [daysAgo, amount, status]] of list.entries()) {
        await db.execute(sql`insert into shop_orders (tenant_id, platform_type, shop_code, order_no, member_id, amount, status, ordered_at, updated_at)
          values ('second', 1, 'rfm', ${`rfm-${customerId}-${n}`}, ${Number(member!.id)}, ${amount}, ${status}, ${at(daysAgo)}, ${at(daysAgo)})`);
      }
    }
    const saved = await call(
      'POST',
      '/scrm/v1/marketing/rfm-settings',
      {
        recency_days: 30,
        frequency_min: 3,
        monetary_min: '500',
        levels: [
          { title: '普通', min_amount: '0' },
          { title: '钻石', min_amount: '1000' },
          { title: '黄金', min_amount: '500' },
        ],
      },
      second,
    );
    expect(saved.code, saved.msg).toBe(0);
    await t.jobs.runDue();
    const list = await call(
      'GET',
      '/scrm/v1/marketing/computed-tags?page_size=100',
      undefined,
      second,
    );
    const byId = new Map(
      list.data.list.map((row: { customer: { id: number } }) => [row.customer.id, row]),
    );
    expect(byId.get(made[0])).toMatchObject({
      rfm: '111',
      level: '黄金',
      orders: 3,
      amount: '550.00',
      recency_days: 5,
    });
    expect(byId.get(made[1])).toMatchObject({
      rfm: '001',
      level: '钻石',
      orders: 1,
      amount: '1200.00',
      recency_days: 40,
    });
    expect(byId.get(made[2])).toMatchObject({
      rfm: '110',
      level: '普通',
      orders: 4,
      amount: '200.00',
      recency_days: 10,
    });
    expect(byId.has(made[3])).toBe(false);
    const summary = await call(
      'GET',
      '/scrm/v1/marketing/computed-tags/summary',
      undefined,
      second,
    );
    const count = (segment: string) =>
      summary.data.rfm.find((row: { segment: string }) => row.segment === segment).customers;
    expect([count('111'), count('001'), count('110')]).toEqual([1, 1, 1]);
    // demo's computed tags are untouched by second's run and invisible to it
    const demoCount = await ids(
      `select customer_id as id from customer_computed_tags where tenant_id = 'demo'`,
    );
    for (const id of byId.keys()) expect(demoCount.has(id as number)).toBe(false);
  });

  it('refuses a threshold that is not an amount, in Chinese', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/marketing/rfm-settings',
      headers: demo,
      payload: { recency_days: 30, frequency_min: 3, monetary_min: '-5', levels: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('消费金额');
  });
});

describe('an audience feeds a private-chat mass send as its recipient filter (issue #20)', () => {
  it('the matched recipients are the audience members with a live relation; another tenant cannot use it', async () => {
    const { id, members } = await build([{ kind: 'tag', tag_ids: [tagA] }]);
    const preview = await call('POST', '/scrm/v1/reach/private-chat/preview', {
      filter: { sender_ids: [], target: 'filter', audience_ids: [id] },
    });
    expect(preview.code, preview.msg).toBe(0);
    const reachable = await ids(`select distinct r.customer_id as id from customer_relations r
      join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id and e.status = 1
      where r.tenant_id = 'demo' and r.deleted_by_customer_at is null and r.deleted_by_employee_at is null`);
    expect(preview.data.matched).toBe(intersect(members, reachable).size);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/reach/private-chat/preview',
      headers: second,
      payload: { filter: { sender_ids: [], target: 'filter', audience_ids: [id] } },
    });
    expect(foreign.json().msg).toBe('人群不存在');
  });
});
