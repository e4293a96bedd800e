// issue #22 "Done when": attribution under each rule for orders before and after a rule change
// (history unchanged), the bad inputs refused, the audited hand change, and tenant isolation.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PerformanceOrderList } from '../../../../contract/company/performance-order';
import type {
  PerformanceRuleState,
  RulePreview,
} from '../../../../contract/company/performance-rule';
import { members } from '../../../db/schema/member';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin, admin2, callerFor } from '../../customers/customer-core.test-kit';
import type { Caller } from '../../customers/customer-core.test-kit';

let t: TestApp;
let api: Caller;
let other: Caller;
const RULE = '/scrm/v1/company/performance-rule';
const ORDERS = '/scrm/v1/company/performance-orders';

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
  other = await admin2(t.app);
});
afterAll(() => t.close());

async function buyer() {
  const [row] = await t.database.db
    .select({ externalUserId: members.externalUserId })
    .from(members)
    .where(
      and(
        eq(members.tenantId, 'demo'),
        isNotNull(members.customerId),
        isNotNull(members.boundByEmployeeId),
      ),
    )
    .limit(1);
  if (!row?.externalUserId) throw new Error('no bound demo member');
  return row.externalUserId;
}

async function order(orderNo: string, externalUserId: string) {
  const answer = await api.post('/sandbox/shop/orders', {
    platform_type: 1,
    external_user_id: externalUserId,
    amount: '128.00',
    status: 3,
    order_no: orderNo,
  });
  expect(answer.code).toBe(0);
  const list = await api.get<PerformanceOrderList>(`${ORDERS}?order_no=${orderNo}`);
  expect(list.data.total).toBe(1);
  return list.data.list[0]!;
}

describe('performance rule and orders (issue #22)', () => {
  it('the seeded orders carry the rule version of their own time', async () => {
    const list = await api.get<PerformanceOrderList>(`${ORDERS}?page_size=100`);
    expect(list.data.total).toBeGreaterThan(50);
    const versions = new Set(list.data.list.map((row) => row.rule_version_id));
    expect(versions.size).toBeGreaterThan(1);
    expect(Number(list.data.summary.attributed_amount)).toBeGreaterThan(0);
    expect(list.data.list.every((row) => !/\d{11}/.test(row.buyer_phone))).toBe(true);
  });

  it('an order is attributed under the rule in force at its time; a later rule change leaves it as recorded', async () => {
    const externalUserId = await buyer();
    const first = await api.post<{ id: number }>(RULE, {
      attribution_mode: 110,
      assign_rule: 10,
      assign_fallback: 20,
      lock_days: 0,
      on_leave: 'department',
    });
    expect(first.code).toBe(0);
    t.clock.advance(60_000);
    const before = await order('PERF-BEFORE-1', externalUserId);
    expect(before.rule_version_id).toBe(first.data.id);
    expect(before.reason).toBe('first_friend');
    expect(before.employee).not.toBeNull();

    t.clock.advance(60_000);
    const second = await api.post<{ id: number }>(RULE, {
      attribution_mode: 110,
      assign_rule: 20,
      assign_fallback: 10,
      lock_days: 0,
      on_leave: 'none',
    });
    t.clock.advance(60_000);
    const after = await order('PERF-AFTER-1', externalUserId);
    expect(after.rule_version_id).toBe(second.data.id);
    expect(after.reason).toBe('first_binder');

    const again = await api.get<PerformanceOrderList>(`${ORDERS}?order_no=PERF-BEFORE-1`);
    expect(again.data.list[0]).toMatchObject({
      rule_version_id: first.data.id,
      reason: 'first_friend',
      employee: before.employee,
    });
    const state = await api.get<PerformanceRuleState>(RULE);
    expect(state.data.current.id).toBe(second.data.id);
    expect(state.data.history.map((row) => row.id)).toEqual(
      expect.arrayContaining([first.data.id, second.data.id]),
    );
  });

  it('a shop override applies to that shop’s orders only and can be removed', async () => {
    const state = await api.get<PerformanceRuleState>(RULE);
    const taobao = state.data.shops.find((shop) => shop.platform_type === 1)!;
    const saved = await api.post<{ id: number }>(`${RULE}/overrides`, {
      shop_id: taobao.id,
      rule: {
        attribution_mode: 120,
        assign_rule: 10,
        assign_fallback: 20,
        lock_days: 1,
        on_leave: 'none',
      },
    });
    expect(saved.code).toBe(0);
    t.clock.advance(60_000);
    const row = await order('PERF-OVERRIDE-1', await buyer());
    expect(row.rule_version_id).toBe(saved.data.id);
    const removed = await api.del(`${RULE}/overrides/${taobao.id}`);
    expect(removed.code).toBe(0);
    const after = await api.get<PerformanceRuleState>(RULE);
    expect(after.data.overrides.some((each) => each.shop?.id === taobao.id)).toBe(false);
  });

  it('refuses a lock window over 365 days, an override for a shop that does not exist, and a fallback equal to the rule', async () => {
    const tooLong = await api.post(RULE, {
      attribution_mode: 110,
      assign_rule: 10,
      assign_fallback: 20,
      lock_days: 366,
      on_leave: 'none',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.msg).toContain('锁定期不能超过365天');
    const same = await api.post(RULE, {
      attribution_mode: 110,
      assign_rule: 10,
      assign_fallback: 10,
      lock_days: 0,
      on_leave: 'none',
    });
    expect(same.status).toBe(400);
    const missing = await api.post(`${RULE}/overrides`, {
      shop_id: 999_999,
      rule: {
        attribution_mode: 110,
        assign_rule: 10,
        assign_fallback: 20,
        lock_days: 0,
        on_leave: 'none',
      },
    });
    expect(missing.code).not.toBe(0);
    expect(missing.msg).toBe('店铺不存在或不属于当前企业');
  });

  it('a hand adjustment needs a reason, is audited, and the preview sums last month', async () => {
    const row = await order('PERF-ADJUST-1', await buyer());
    const noReason = await api.post(`${ORDERS}/${row.id}/attribution`, {
      employee_id: null,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.msg).toContain('请填写调整原因');
    const done = await api.post(`${ORDERS}/${row.id}/attribution`, {
      employee_id: null,
      reason: '客户退货换购，业绩不计',
    });
    expect(done.code).toBe(0);
    const changed = await api.get<PerformanceOrderList>(`${ORDERS}?order_no=PERF-ADJUST-1`);
    expect(changed.data.list[0]).toMatchObject({ employee: null, reason: 'manual' });
    const changes = await api.get<{ reason: string; operator: string }[]>(
      `${ORDERS}/${row.id}/changes`,
    );
    expect(changes.data[0]).toMatchObject({ reason: '客户退货换购，业绩不计', operator: '管理员' });
    const preview = await api.post<RulePreview>(`${RULE}/preview`, {
      attribution_mode: 110,
      assign_rule: 10,
      assign_fallback: 20,
      lock_days: 0,
      on_leave: 'department',
    });
    expect(preview.data.orders).toBeGreaterThan(0);
    expect(Number(preview.data.amount)).toBeCloseTo(
      Number(preview.data.attributed_amount) + Number(preview.data.unattributed_amount),
    );
  });

  it('exports the filtered orders through the export center, phones masked', async () => {
    const filtered = await api.get<PerformanceOrderList>(`${ORDERS}?status=3&attributed=yes`);
    expect(filtered.data.total).toBeGreaterThan(0);
    const created = await api.post<{ id: number }>('/scrm/v1/setting/export-log/create', {
      type: 'performance_order',
      format: 'csv',
      columns: ['order_no', 'buyer', 'status', 'employee', 'reason'],
      filters: { status: '3', attributed: 'yes' },
    });
    expect(created.code).toBe(0);
    await t.jobs.runDue();
    const link = await api.post<{ url: string }>(
      `/scrm/v1/setting/export-log/${created.data.id}/link`,
    );
    const file = await t.app.inject({ url: link.data.url });
    expect(file.body.startsWith('\uFEFF订单号,买家,订单状态,归属员工,归属原因\r\n')).toBe(true);
    const lines = file.body.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(filtered.data.total);
    expect(lines.every((line) => line.split(',')[2] === '已完成')).toBe(true);
    expect(lines.some((line) => /1\d{10}/.test(line.split(',')[1] ?? ''))).toBe(false);
    expect(lines.some((line) => /\d{3}\*{4}\d{4}/.test(line.split(',')[1] ?? ''))).toBe(true);
  });

  it('tenant second gets nothing of demo’s through any endpoint', async () => {
    const demoState = await api.get<PerformanceRuleState>(RULE);
    const demoShop = demoState.data.shops[0]!.id;
    const demoOrder = (await api.get<PerformanceOrderList>(ORDERS)).data.list[0]!.id;
    const state = await other.get<PerformanceRuleState>(RULE);
    expect(state.data.shops).toEqual([]);
    expect(state.data.history).toEqual([]);
    const override = await other.post(`${RULE}/overrides`, {
      shop_id: demoShop,
      rule: {
        attribution_mode: 110,
        assign_rule: 10,
        assign_fallback: 20,
        lock_days: 0,
        on_leave: 'none',
      },
    });
    expect(override.msg).toBe('店铺不存在或不属于当前企业');
    expect((await other.del(`${RULE}/overrides/${demoShop}`)).msg).toBe(
      '店铺不存在或不属于当前企业',
    );
    const preview = await other.post<RulePreview>(`${RULE}/preview`, {
      attribution_mode: 110,
      assign_rule: 10,
      assign_fallback: 20,
      lock_days: 0,
      on_leave: 'none',
    });
    expect(preview.data.orders).toBe(0);
    expect((await other.get<PerformanceOrderList>(ORDERS)).data.total).toBe(0);
    expect((await other.get(`${ORDERS}/${demoOrder}/changes`)).msg).toBe('订单不存在');
    const adjust = await other.post(`${ORDERS}/${demoOrder}/attribution`, {
      employee_id: null,
      reason: '越权调整',
    });
    expect(adjust.msg).toBe('订单不存在');
    const options = await other.get<{ shops: unknown[] }>(`${ORDERS}/options`);
    expect(options.data.shops).toEqual([]);
    // the demo order is untouched
    const mine = await api.get<{ reason: string }[]>(`${ORDERS}/${demoOrder}/changes`);
    expect(mine.data.every((change) => change.reason !== '越权调整')).toBe(true);
  });

  it('an account without the company codes is refused every endpoint (server-enforced)', async () => {
    const operator = await callerFor(t.app, 'operator', 'Operator@123', 'demo');
    expect((await operator.get(RULE)).status).toBe(403);
    expect((await operator.get(ORDERS)).status).toBe(403);
    expect(
      (await operator.post(`${ORDERS}/1/attribution`, { employee_id: null, reason: '试试看' }))
        .status,
    ).toBe(403);
  });
});
