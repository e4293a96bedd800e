// issue #25 findings 5, 6, 7 and 9, reproduced as the attack sent them: every request answers
// 400 naming the field (never 500), nothing coerced is deleted or credited, a body that is not
// UTF-8 is refused, and every /scrm/ answer is no-store.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superforms } from '../db/schema/superform';
import { members } from '../db/schema/member';
import { authHeaders, createTestApp, signIn } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let headers: Record<string, string>;
const BIG = 99_999_999_999;

beforeAll(async () => {
  t = await createTestApp();
  headers = authHeaders(await signIn(t.app, 'admin', 'Admin@123', 'demo'));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
async function send(method: Method, url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json<{ code: number; msg: string }>() };
}

const C = '/scrm/v1/customer';
const A = '/scrm/v1/acquiring';
const F = '/scrm/v1/superform';
const P = '/scrm/v1/platform';
const M = '/scrm/v1/member';

describe('issue #25 finding 5: bad ids, NUL, lone surrogates and impossible dates answer 400', () => {
  it('every request of the report answers 400 with a message naming the field, none is a 500', async () => {
    const code = { name: '攻击', group_id: BIG, employee_ids: [1] };
    const requests: Array<[Method, string, unknown?]> = [
      ['GET', `${C}/customers?tag_ids=${BIG}`],
      ['GET', `${C}/customers?employee_ids=${BIG}`],
      ['GET', `${C}/customers?channel_code_id=${BIG}`],
      ['GET', `${C}/customers?add_way=${BIG}`],
      ['GET', `${A}/channel-codes?group_id=${BIG}`],
      ['GET', `${A}/channel-codes/${BIG}`],
      ['DELETE', `${A}/channel-codes/${BIG}`],
      ['DELETE', `${C}/tags/${BIG}`],
      ['DELETE', `${C}/tag-groups/${BIG}`],
      ['DELETE', `${A}/channel-code/groups/${BIG}`],
      ['GET', `${F}/form/detail?id=${BIG}`],
      ['GET', `${F}/record/list?form_id=${BIG}`],
      ['GET', `${F}/record/detail?id=${BIG}`],
      ['GET', `${F}/record/summary?form_id=${BIG}`],
      ['POST', `${F}/form/save`, { id: BIG }],
      ['POST', `${F}/form/copy`, { id: BIG }],
      ['POST', `${F}/form/publish`, { id: BIG }],
      ['POST', `${F}/form/end`, { id: BIG }],
      ['POST', `${F}/form/delete`, { id: BIG }],
      ['POST', `${P}/mini-program/bind`, { id: BIG }],
      ['POST', `${P}/mini-program/unbind`, { id: BIG }],
      ['POST', `${P}/mini-initial-lead/update-initial-lead-by-id`, { id: BIG, lead_step: 1 }],
      ['POST', `${P}/mini-initial-lead/update-notice-status`, [{ id: BIG, status: 1 }]],
      ['POST', `${A}/channel-codes`, code],
      ['POST', `${A}/channel-codes/1`, code],
      ['POST', `${A}/channel-codes/move`, { ids: [1], group_id: BIG }],
      ['POST', `${A}/channel-code/groups`, { name: 'a\u0000b' }],
      ['POST', `${C}/tag-groups/1`, { name: 'a\u0000b' }],
      ['POST', `${C}/tags/1`, { name: 'a\u0000b' }],
      ['POST', `${M}/query-member-list`, { keyword: 'a\u0000b' }],
      ['POST', `${M}/points-change-page`, { keyword: 'a\u0000b' }],
      ['POST', `${M}/points-convert-list`, { keyword: 'a\u0000b' }],
      ['GET', '/scrm/v1/company/employees?name=%00'],
      ['POST', `${C}/tags/1`, { name: '\ud800x' }],
      ['GET', `${C}/customers?added_from=2026-13-45`],
      ['GET', `${C}/customers?added_from=0000-00-00`],
    ];
    for (const [method, url, payload] of requests) {
      const answer = await send(method, url, payload);
      const what = `${method} ${url} ${JSON.stringify(payload) ?? ''}`;
      expect(answer.status, what).toBe(400);
      expect(answer.body.code, what).toBe(400);
      // Named: a field label or key, not the generic 请求参数格式不正确.
      expect(answer.body.msg, what).not.toBe('请求参数格式不正确');
    }
    expect(t.errors).toEqual([]);
  });
});

describe('issue #25 finding 6: JSON bodies are strict, nothing coerced writes', () => {
  it('{"id":true}, {"id":[n]}, member_id:true and status:null answer 400; nothing deleted, credited or disabled', async () => {
    const db = t.database.db;
    const demoForms = await db
      .select({ id: superforms.id })
      .from(superforms)
      .where(eq(superforms.tenantId, 'demo'));
    const formId = demoForms[0]?.id ?? 1;
    for (const id of [true, [formId], null, [], '1', `${formId}`]) {
      const answer = await send('POST', `${F}/form/delete`, { id });
      expect(answer.status, JSON.stringify(id)).toBe(400);
    }
    const stillThere = await db
      .select({ id: superforms.id })
      .from(superforms)
      .where(eq(superforms.tenantId, 'demo'));
    expect(stillThere).toHaveLength(demoForms.length);

    const memberOne = () =>
      db
        .select({ balance: members.pointsBalance })
        .from(members)
        .where(and(eq(members.tenantId, 'demo'), eq(members.id, 1)));
    const before = await memberOne();
    for (const member_id of [true, [1], 1.5]) {
      const answer = await send('POST', `${M}/points-change`, {
        member_id,
        points: '1',
        reason: 'x',
      });
      expect(answer.status, JSON.stringify(member_id)).toBe(400);
    }
    expect(await memberOne()).toEqual(before);

    const rule = (status: unknown) => ({
      platform_type: 1,
      status,
      amount_per_point: '10',
      earn_status: 3,
      rounding: 1,
      validity_type: 1,
      assign_rule: 10,
      assign_fallback: 20,
    });
    for (const status of [null, true, [], [1]]) {
      const answer = await send('POST', `${M}/integral-set/save`, rule(status));
      expect(answer.status, JSON.stringify(status)).toBe(400);
      expect(answer.body.msg).toMatch(/启用状态/);
    }
    const detail = await send('POST', `${M}/integral-set/detail`, { platform_type: 1 });
    expect(detail.body).toMatchObject({ code: 0, data: { status: 1 } });
  });
});

describe('issue #25 finding 7: a body that is not UTF-8 is refused', () => {
  it('C3 28 FF FE in a group name answers 400 and stores nothing', async () => {
    const payload = Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    for (const url of [`${A}/channel-code/groups`, `${C}/tag-groups/1`]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        data: null,
        msg: '请求内容不是有效的UTF-8编码',
      });
    }
    const groups = await send('GET', `${A}/channel-code/groups`);
    expect(JSON.stringify(groups.body)).not.toContain('\ufffd');
  });
});

describe('issue #25 finding 9: answers that carry tokens are never cached', () => {
  it('login, exchange, switch-tenant and every /scrm/ answer carry Cache-Control: no-store', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/auth/login',
      payload: { account: 'admin', password: 'Admin@123' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const { code } = login.json<{ data: { code: string } }>().data;
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/auth/exchange',
      payload: { code },
    });
    expect(exchange.headers['cache-control']).toBe('no-store');
    const switched = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/auth/switch-tenant',
      // Its own session: switching revokes the token it was called with.
      headers: authHeaders(await signIn(t.app, 'admin', 'Admin@123', 'demo')),
      payload: { tenant_id: 'second' },
    });
    expect(switched.headers['cache-control']).toBe('no-store');
    for (const url of [`${P}/menu`, '/scrm/v1/nowhere', `${C}/customers`]) {
      const response = await t.app.inject({ url, headers });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // Not over TLS (no trusted proxy here): no HSTS, even when a client claims https.
    const plain = await t.app.inject({
      url: `${P}/menu`,
      headers: { ...headers, 'x-forwarded-proto': 'https' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('behind a trusted proxy over https the answer carries HSTS', async () => {
    const proxied = await createTestApp({ database: t.database, config: { trustProxy: 1 } });
    try {
      const response = await proxied.app.inject({
        url: '/config.json',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await proxied.close();
    }
  });
});
