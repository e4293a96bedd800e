import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';

const BASE = '/scrm/v1/reach/marketing-msg';
let t: TestApp;
let demo: Record<string, string>;
let second: Record<string, string>;
const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, as = demo) =>
  t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  demo = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
  second = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
  // A loaded machine can take over two minutes to migrate and seed one PGlite.
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('/marketing-msg (issue #17)', () => {
  it('a rejected signature is fixed and resubmitted, then passes the provider’s review', async () => {
    const created = (await call('POST', `${BASE}/signatures`, { name: '测试签名' })).json();
    const pending = (await call('GET', `${BASE}/signatures`)).json();
    expect(pending.data.find((row: { id: number }) => row.id === created.data.id).status).toBe(0);
    t.clock.advance(3000);
    const rejected = (await call('GET', `${BASE}/signatures`)).json();
    const row = rejected.data.find((item: { id: number }) => item.id === created.data.id);
    expect(row).toMatchObject({ status: 2 });
    expect(row.reason).toContain('测试');
    await call('POST', `${BASE}/signatures/${created.data.id}`, { name: '星河零售' });
    t.clock.advance(3000);
    const passed = (await call('GET', `${BASE}/signatures`)).json();
    expect(passed.data.find((item: { id: number }) => item.id === created.data.id)).toMatchObject({
      name: '星河零售',
      status: 1,
    });
  });

  it('a template with an unknown variable or over 500 characters is refused, nothing created', async () => {
    const before = (await call('GET', `${BASE}/templates`)).json().data.length;
    const unknown = await call('POST', `${BASE}/templates`, { name: 'x', content: '您好{优惠码}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('模板不能含变量');
    const long = await call('POST', `${BASE}/templates`, { name: 'x', content: '长'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toContain('500');
    expect((await call('GET', `${BASE}/templates`)).json().data.length).toBe(before);
  });

  it('a send charges parts × numbers × price, and the balance is enforced', async () => {
    const signature = (await call('GET', `${BASE}/signatures`))
      .json()
      .data.find((row: { status: number }) => row.status === 1);
    const template = (await call('GET', `${BASE}/templates`)).json().data[0];
    const before = (await call('GET', `${BASE}/account`)).json().data;
    const phones = ['13800000001', '13800000002', '13900000000'];
    const sent = (
      await call('POST', `${BASE}/sends`, {
        name: '会员日',
        signature_id: signature.id,
        template_id: template.id,
        phones,
      })
    ).json();
    expect(sent.code).toBe(0);
    const after = (await call('GET', `${BASE}/account`)).json().data;
    expect(before.balance_li - after.balance_li).toBe(sent.data.cost_li);
    const list = (await call('GET', `${BASE}/sends?page=1&page_size=20`)).json();
    expect(list.data.list[0]).toMatchObject({
      recipients: 3,
      delivered: 2,
      failed: 1,
      cost_li: sent.data.cost_li,
    });
    // Leave less than the next send costs (3 numbers × 1 part × 45 厘 = 135 厘).
    await t.database.db.execute(
      sql`update reach_settings set sms_balance_li = 100 where tenant_id = 'demo'`,
    );
    const many = phones;
    const broke = (
      await call('POST', `${BASE}/sends`, {
        name: '超额',
        signature_id: signature.id,
        template_id: template.id,
        phones: many,
      })
    ).json();
    expect(broke.code).toBe(101171002);
    expect((await call('GET', `${BASE}/account`)).json().data.balance_li).toBe(100);
  });

  it('a send to typed numbers never guesses a variable: an approved template with {客户昵称} is refused, nothing charged (issue #38 item 10)', async () => {
    const signature = (await call('GET', `${BASE}/signatures`))
      .json()
      .data.find((row: { status: number }) => row.status === 1);
    const [legacy] = (
      (await t.database.db.execute(sql`insert into sms_templates
        (tenant_id, name, content, status, submitted_at, review_due_at)
        values ('demo', '旧模板', '{客户昵称}您好，会员日8.8折', 1, now(), now())
        returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    const before = (await call('GET', `${BASE}/account`)).json().data.balance_li;
    const sends = (await call('GET', `${BASE}/sends?page=1&page_size=20`)).json().data.total;
    const refused = (
      await call('POST', `${BASE}/sends`, {
        name: '旧模板群发',
        signature_id: signature.id,
        template_id: Number(legacy?.id),
        phones: ['13800000001', '13800000002'],
      })
    ).json();
    expect(refused.code).toBe(101171003);
    expect(refused.msg).toContain('请删除{客户昵称}');
    expect((await call('GET', `${BASE}/account`)).json().data.balance_li).toBe(before);
    expect((await call('GET', `${BASE}/sends?page=1&page_size=20`)).json().data.total).toBe(sends);
  });

  it('tenant second sees and changes none of demo’s signatures, templates or sends', async () => {
    const mine = (await call('GET', `${BASE}/signatures`)).json().data[0];
    expect((await call('GET', `${BASE}/signatures`, undefined, second)).json().data).toEqual([]);
    expect(
      (await call('GET', `${BASE}/sends?page=1&page_size=20`, undefined, second)).json().data.total,
    ).toBe(0);
    const resubmit = await call('POST', `${BASE}/signatures/${mine.id}`, { name: '偷改' }, second);
    expect(resubmit.statusCode).toBe(404);
    const template = (await call('GET', `${BASE}/templates`)).json().data[0];
    const send = await call(
      'POST',
      `${BASE}/sends`,
      { name: 'x', signature_id: mine.id, template_id: template.id, phones: ['13800000001'] },
      second,
    );
    expect(send.statusCode).toBe(404);
  });
});
