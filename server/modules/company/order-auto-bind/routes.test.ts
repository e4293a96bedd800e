// issue #22 "Done when": binding by each identifier type with its status and failure reason,
// the job never binds twice, manual bind/unbind/retry, the configuration history, bad input
// refused with nothing written, and tenant `second` reaching none of demo's data.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BindResultRow,
  BindStats,
  ConfigHistoryRow,
  ShopBindRule,
} from '../../../../contract/company/order-auto-bind';
import type { ListData } from '../../../../contract/envelope';
import { orderBindResults } from '../../../db/schema/company-order-bind';
import { customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { members, shopOrders } from '../../../db/schema/member';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin, admin2, callerFor } from '../../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';
import { bindPending } from './bind-sweep';

let t: TestApp;
let api: Caller;
let other: Caller;
let shop: ShopBindRule;
const BASE = '/scrm/v1/company/order-auto-bind';
const DAY_MS = 86_400_000;
let people: { id: number; externalUserId: string; name: string }[] = [];
let employeeId = 0;
let phoneSeq = 0;
const freshPhone = () => `1990000${String(1000 + (phoneSeq += 1)).slice(-4)}`;

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
  other = await admin2(t.app);
  people = await t.database.db
    .select({ id: customers.id, externalUserId: customers.externalUserId, name: customers.name })
    .from(customers)
    .where(eq(customers.tenantId, 'demo'))
    .orderBy(customers.id)
    .limit(400);
  const [staff] = await t.database.db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, 'demo'), eq(employees.status, 1)))
    .limit(1);
  employeeId = staff!.id;
  const rules = await api.get<ShopBindRule[]>(`${BASE}/rules`);
  shop = rules.data.find((row) => row.platform_type === 1)!;
  const saved = await api.post(`${BASE}/rules/${shop.shop_id}`, {
    enabled: 1,
    priority: [3, 1, 2],
    match_days: 30,
  });
  expect(saved.code).toBe(0);
});
afterAll(() => t.close());

/** A customer with no member yet (so binding makes one). */
async function freeCustomer(skip = 0) {
  const bound = new Set(
    (
      await t.database.db
        .select({ customerId: members.customerId })
        .from(members)
        .where(eq(members.tenantId, 'demo'))
    ).map((row) => row.customerId),
  );
  return people.filter((person) => !bound.has(person.id))[skip]!;
}

async function sell(orderNo: string, buyer: { buyer_phone?: string; external_user_id?: string }) {
  const answer = await api.post('/sandbox/shop/orders', {
    platform_type: 1,
    amount: '88.00',
    status: 3,
    order_no: orderNo,
    ...buyer,
  });
  expect(answer.code).toBe(0);
}

async function chat(externalUserId: string, text: string) {
  const answer = await api.post<{ signals: number }>('/sandbox/chat/messages', {
    external_user_id: externalUserId,
    employee_id: employeeId,
    text,
  });
  expect(answer.code).toBe(0);
  return answer.data.signals;
}

async function resultOf(orderNo: string) {
  const list = await api.get<ListData<BindResultRow>>(`${BASE}/results?order_no=${orderNo}`);
  expect(list.data.total).toBe(1);
  return list.data.list[0]!;
}

async function runJob() {
  const run = await api.post<{ job_id: string }>(`${BASE}/run`);
  expect(run.code).toBe(0);
  await t.jobs.runDue();
  t.clock.advance(11_000);
}

describe('/order-auto-bind binding (issue #22, spec §3 binding status 0/1/2)', () => {
  it('binds an order by phone when the customer sent the buyer phone in a chat (identifier type 1)', async () => {
    const person = await freeCustomer();
    const phone = freshPhone();
    await sell('BIND-PHONE-1', { buyer_phone: phone });
    expect(await chat(person.externalUserId, `我的手机号是${phone}，麻烦查下订单`)).toBe(1);
    await runJob();
    const row = await resultOf('BIND-PHONE-1');
    expect(row).toMatchObject({ status: 1, identifier_type: 1, bind_mode: 2, reason: '' });
    expect(row.customer?.id).toBe(person.id);
    expect(row.matched_value).not.toContain(phone);
    const [member] = await t.database.db
      .select({ customerId: members.customerId, boundBy: members.boundByEmployeeId })
      .from(members)
      .where(and(eq(members.tenantId, 'demo'), eq(members.phone, phone)));
    expect(member).toEqual({ customerId: person.id, boundBy: employeeId });
  });

  it('never binds an order twice: a second run changes nothing (idempotent job)', async () => {
    const before = await resultOf('BIND-PHONE-1');
    const second = await bindPending(t.database.db, 'demo', new Date(t.clock.now));
    expect(second.bound).toBe(0);
    await runJob();
    expect(await resultOf('BIND-PHONE-1')).toEqual(before);
    const rows = await t.database.db
      .select({ id: orderBindResults.orderId })
      .from(orderBindResults)
      .innerJoin(shopOrders, eq(shopOrders.id, orderBindResults.orderId))
      .where(and(eq(orderBindResults.tenantId, 'demo'), eq(shopOrders.orderNo, 'BIND-PHONE-1')));
    expect(rows).toHaveLength(1);
  });

  it('binds an order by the order number the customer sent in a chat (identifier type 2)', async () => {
    const person = await freeCustomer();
    await sell('TB20261125000777', { buyer_phone: freshPhone() });
    expect(await chat(person.externalUserId, '订单号 TB20261125000777 什么时候发货')).toBe(1);
    await runJob();
    const row = await resultOf('TB20261125000777');
    expect(row).toMatchObject({ status: 1, identifier_type: 2, matched_value: 'TB20261125000777' });
    expect(row.customer?.id).toBe(person.id);
  });

  it('binds an order by the shop account (union id) of a customer (identifier type 3)', async () => {
    const person = await freeCustomer();
    await sell('BIND-ACCOUNT-1', { external_user_id: person.externalUserId });
    await runJob();
    const row = await resultOf('BIND-ACCOUNT-1');
    expect(row).toMatchObject({ status: 1, identifier_type: 3 });
    expect(row.customer?.id).toBe(person.id);
  });

  it('fails with reason conflict when two customers sent the same phone, naming both', async () => {
    const [a, b] = [await freeCustomer(0), await freeCustomer(1)];
    const phone = freshPhone();
    await sell('BIND-CONFLICT-1', { buyer_phone: phone });
    await chat(a.externalUserId, phone);
    await chat(b.externalUserId, `电话 ${phone}`);
    await runJob();
    const row = await resultOf('BIND-CONFLICT-1');
    expect(row).toMatchObject({ status: 2, reason: 'conflict', identifier_type: 1 });
    expect(row.candidates.map((candidate) => candidate.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('stays not bound (0, no_match) inside the match window, then fails as expired; a retry reopens it', async () => {
    await sell('BIND-NOMATCH-1', { buyer_phone: freshPhone() });
    await runJob();
    const waiting = await resultOf('BIND-NOMATCH-1');
    expect(waiting).toMatchObject({ status: 0, reason: 'no_match' });
    // A month later (the job's own clock; the signed-in token keeps today's).
    await bindPending(t.database.db, 'demo', new Date(t.clock.now + 31 * DAY_MS));
    expect(await resultOf('BIND-NOMATCH-1')).toMatchObject({ status: 2, reason: 'expired' });
    const retried = await api.post<{ retried: number }>(`${BASE}/results/retry`, {
      order_ids: [waiting.order_id],
    });
    expect(retried.data.retried).toBe(1);
    await t.jobs.runDue();
    expect(await resultOf('BIND-NOMATCH-1')).toMatchObject({ status: 0, reason: 'no_match' });
  });

  it('binds by order number by hand, and an unbind needs a reason and is not undone by the job', async () => {
    const person = await freeCustomer();
    await sell('BIND-MANUAL-1', { buyer_phone: freshPhone() });
    const bound = await api.post(`${BASE}/results/bind`, {
      order_no: 'BIND-MANUAL-1',
      customer_id: person.id,
    });
    expect(bound.code).toBe(0);
    expect(await resultOf('BIND-MANUAL-1')).toMatchObject({ status: 1, bind_mode: 1 });
    const again = await api.post(`${BASE}/results/bind`, {
      order_no: 'BIND-MANUAL-1',
      customer_id: person.id,
    });
    expect(again.code).toBe(220303);
    const row = await resultOf('BIND-MANUAL-1');
    const noReason = await api.post(`${BASE}/results/${row.order_id}/unbind`, { reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.msg).toContain('解绑原因');
    expect(await resultOf('BIND-MANUAL-1')).toMatchObject({ status: 1 });
    const undone = await api.post(`${BASE}/results/${row.order_id}/unbind`, {
      reason: '客户认错单',
    });
    expect(undone.code).toBe(0);
    await runJob();
    expect(await resultOf('BIND-MANUAL-1')).toMatchObject({ status: 0, reason: 'manual_unbind' });
    const [member] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.tenantId, 'demo'), eq(members.customerId, person.id)));
    expect(member).toBeUndefined();
  });

  it('leaves orders of a disabled shop alone', async () => {
    const douyin = (await api.get<ShopBindRule[]>(`${BASE}/rules`)).data.find(
      (row) => row.platform_type === 9,
    )!;
    await api.post(`${BASE}/rules/${douyin.shop_id}`, { ...douyin, enabled: 0 });
    const answer = await api.post('/sandbox/shop/orders', {
      platform_type: 9,
      amount: '10.00',
      status: 3,
      order_no: 'BIND-DISABLED-1',
      buyer_phone: freshPhone(),
    });
    expect(answer.code).toBe(0);
    await runJob();
    const list = await api.get<ListData<BindResultRow>>(`${BASE}/results?order_no=BIND-DISABLED-1`);
    expect(list.data.total).toBe(0);
  });

  it('answers the bind rate as bound over all results, with one decimal', async () => {
    const stats = await api.get<BindStats>(`${BASE}/stats`);
    expect(stats.data.orders).toBe(stats.data.bound + stats.data.unbound + stats.data.failed);
    expect(stats.data.bind_rate).toBe(((stats.data.bound * 100) / stats.data.orders).toFixed(1));
    expect(stats.data.manual).toBeGreaterThanOrEqual(0);
  });
});

describe('/order-auto-bind configuration and history', () => {
  it('records each change with operator, before and after; an unchanged save records nothing', async () => {
    const before = await api.get<ListData<ConfigHistoryRow>>(`${BASE}/history`);
    const changed = await api.post<{ changed: boolean }>(`${BASE}/rules/${shop.shop_id}`, {
      enabled: 1,
      priority: [2, 1],
      match_days: 14,
    });
    expect(changed.data.changed).toBe(true);
    const same = await api.post<{ changed: boolean }>(`${BASE}/rules/${shop.shop_id}`, {
      enabled: 1,
      priority: [2, 1],
      match_days: 14,
    });
    expect(same.data.changed).toBe(false);
    const after = await api.get<ListData<ConfigHistoryRow>>(`${BASE}/history`);
    expect(after.data.total).toBe(before.data.total + 1);
    expect(after.data.list[0]).toMatchObject({
      action: 'update',
      before: { enabled: 1, priority: [3, 1, 2], match_days: 30 },
      after: { enabled: 1, priority: [2, 1], match_days: 14 },
      operator: expect.any(String),
    });
  });

  it('refuses a bad rule with 400 naming the field and writes nothing', async () => {
    const history = await api.get<ListData<ConfigHistoryRow>>(`${BASE}/history`);
    for (const [body, message] of [
      [{ enabled: 1, priority: [], match_days: 10 }, '请至少选择一种识别方式'],
      [{ enabled: 1, priority: [1, 1], match_days: 10 }, '识别方式不能重复'],
      [{ enabled: 1, priority: [1], match_days: 91 }, '匹配期限不能超过90天'],
      [{ enabled: 1, priority: [4], match_days: 10 }, '识别方式不正确'],
    ] as const) {
      const answer = await api.post(`${BASE}/rules/${shop.shop_id}`, body);
      expect(answer.status).toBe(400);
      expect(answer.msg).toContain(message);
    }
    const unchanged = await api.get<ListData<ConfigHistoryRow>>(`${BASE}/history`);
    expect(unchanged.data.total).toBe(history.data.total);
  });

  it("refuses a role without the page's code with 403", async () => {
    const newbie = await callerFor(t.app, 'newbie', 'Newbie@123');
    expect((await newbie.get(`${BASE}/rules`)).status).toBe(403);
    expect((await newbie.post(`${BASE}/run`)).status).toBe(403);
  });
});

describe('/order-auto-bind tenant isolation', () => {
  it("tenant second reaches none of demo's shops, orders or customers, and writes nothing", async () => {
    const row = await resultOf('BIND-PHONE-1');
    const history = (await api.get<ListData<ConfigHistoryRow>>(`${BASE}/history`)).data.total;
    expect((await other.get<ShopBindRule[]>(`${BASE}/rules`)).data).toEqual([]);
    expect((await other.get<ListData<BindResultRow>>(`${BASE}/results`)).data.total).toBe(0);
    expect((await other.get<ListData<ConfigHistoryRow>>(`${BASE}/history`)).data.total).toBe(0);
    expect((await other.get<BindStats>(`${BASE}/stats`)).data.orders).toBe(0);
    const theirs = (await other.get<{ id: number }[]>(`${BASE}/customers`)).data;
    const demoIds = new Set(people.map((person) => person.id));
    expect(theirs.some((customer) => demoIds.has(customer.id))).toBe(false);
    const attempts = [
      other.post(`${BASE}/rules/${shop.shop_id}`, { enabled: 0, priority: [1], match_days: 5 }),
      other.post(`${BASE}/results/bind`, { order_no: 'BIND-PHONE-1', customer_id: people[0]!.id }),
      other.post(`${BASE}/results/${row.order_id}/unbind`, { reason: '越权解绑' }),
      other.post(`${BASE}/results/retry`, { order_ids: [row.order_id] }),
      other.post(`${BASE}/signals`, {
        customer_id: people[0]!.id,
        identifier_type: 1,
        value: '13800000000',
      }),
      other.post('/sandbox/chat/messages', {
        external_user_id: people[0]!.externalUserId,
        text: 'x',
      }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.code).not.toBe(0);
      expect([200, 404]).toContain(answer.status);
    }
    expect(await resultOf('BIND-PHONE-1')).toEqual(row);
    expect((await api.get<ListData<ConfigHistoryRow>>(`${BASE}/history`)).data.total).toBe(history);
  });
});
