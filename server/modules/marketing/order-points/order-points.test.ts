import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_TYPES } from '../../../../contract/marketing/order-points';
import type { MemberDetail, PointsChangeRow } from '../../../../contract/marketing/order-points';
import type { ListData } from '../../../../contract/envelope';
import type { SandboxOrderResult } from '../../../../contract/marketing/order-points/member-sandbox';
import type { PointsRuleInput } from '../../../../contract/marketing/order-points/member-rules';
import { memberPointsChanges, shopOrders } from '../../../db/schema/member';
import type { TestApp } from '../../../test-support/test-app';
import {
  call,
  createMemberTestApp,
  freshCustomer,
  member,
  sandbox,
  signInDemo,
} from './member.test-kit';
import type { Session } from './member.test-kit';
import { applyShopOrderEvent } from './order-events';

// issue #8 "Order to points": the rules the sandbox's order events are applied by. Platform 16
// (video-account shop) is linked in the demo seed without a rule, so each test sets its own.
const PLATFORM = 16;
let test: TestApp;
let admin: Session;
let skip = 0;

const baseRule: PointsRuleInput = {
  platform_type: PLATFORM,
  status: 1,
  amount_per_point: '10',
  earn_status: 3,
  rounding: 1,
  validity_type: 1,
  validity_days: null,
  assign_rule: 10,
  assign_fallback: 20,
};

const saveRule = (patch: Partial<PointsRuleInput> = {}) =>
  member(test.app, admin, 'integral-set/save', { ...baseRule, ...patch });

const order = (externalUserId: string, amount: string, status = 3) =>
  sandbox<SandboxOrderResult>(test.app, admin, 'orders', {
    platform_type: PLATFORM,
    external_user_id: externalUserId,
    amount,
    status,
  });

const setStatus = (orderNo: string, status: number) =>
  sandbox<SandboxOrderResult>(test.app, admin, `orders/${orderNo}/status`, { status });

const detail = (externalUserId: string) =>
  member<MemberDetail>(test.app, admin, 'get-detail', { external_user_id: externalUserId });

async function changesOf(orderNo: string) {
  const [row] = await test.database.db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(and(eq(shopOrders.tenantId, 'demo'), eq(shopOrders.orderNo, orderNo)));
  if (!row) return [];
  return test.database.db
    .select()
    .from(memberPointsChanges)
    .where(
      and(
        eq(memberPointsChanges.tenantId, 'demo'),
        eq(memberPointsChanges.orderId, row.id),
        // order_id of a campaign reward holds its play / check-in id (issue #20)
        inArray(memberPointsChanges.changeType, [
          CHANGE_TYPES.orderEarn,
          CHANGE_TYPES.orderReversal,
        ]),
      ),
    );
}

const nextCustomer = () => freshCustomer(test.database.db, skip++);

beforeAll(async () => {
  test = await createMemberTestApp();
  admin = await signInDemo(test.app);
});

afterAll(() => test.close());

describe('order to points (issue #8)', () => {
  it('grants once per order: replaying the same order event never grants twice', async () => {
    await saveRule();
    const customer = await nextCustomer();
    const placed = await order(customer, '105.00');
    expect(placed.points_change).toBe('10.00');
    expect(placed.balance).toBe('10.00');
    for (let replay = 0; replay < 3; replay += 1) {
      const again = await sandbox<SandboxOrderResult>(
        test.app,
        admin,
        `orders/${placed.order_no}/replay`,
      );
      expect(again.points_change).toBe('0.00');
    }
    expect((await detail(customer)).points_balance).toBe('10.00');
    expect(await changesOf(placed.order_no)).toHaveLength(1);
  });

  it('reverses the grant when the order is cancelled or refunded (status 4) after it', async () => {
    await saveRule();
    const customer = await nextCustomer();
    const placed = await order(customer, '250');
    expect(placed.balance).toBe('25.00');
    const refunded = await setStatus(placed.order_no, 4);
    expect(refunded.points_change).toBe('-25.00');
    expect(refunded.balance).toBe('0.00');
    await sandbox(test.app, admin, `orders/${placed.order_no}/replay`);
    const kinds = (await changesOf(placed.order_no)).map((change) => change.changeType).sort();
    expect(kinds).toEqual([1, 2]);
    expect((await detail(customer)).points_balance).toBe('0.00');
  });

  it('a reversal takes back at most the balance, never below zero', async () => {
    await saveRule();
    const customer = await nextCustomer();
    const placed = await order(customer, '100');
    await member(test.app, admin, 'points-change', {
      external_user_id: customer,
      points: '-6',
      reason: '兑换礼品',
    });
    const refunded = await setStatus(placed.order_no, 4);
    expect(refunded.points_change).toBe('-4.00');
    expect(refunded.balance).toBe('0.00');
  });

  it('grants nothing while the platform rule is disabled', async () => {
    await saveRule({ status: 0 });
    const customer = await nextCustomer();
    const placed = await order(customer, '999');
    expect(placed.points_change).toBe('0.00');
    expect(placed.balance).toBe('0.00');
    expect(await changesOf(placed.order_no)).toHaveLength(0);
  });

  it('grants only once the order reaches the earning status (1 → 2 → 3)', async () => {
    await saveRule({ earn_status: 3 });
    const customer = await nextCustomer();
    const placed = await order(customer, '50', 1);
    expect(placed.points_change).toBe('0.00');
    expect((await setStatus(placed.order_no, 2)).points_change).toBe('0.00');
    expect((await setStatus(placed.order_no, 3)).points_change).toBe('5.00');
    await saveRule({ earn_status: 2 });
    const early = await order(await nextCustomer(), '50', 2);
    expect(early.points_change).toBe('5.00');
  });

  it.each([
    [1, '15.00'],
    [2, '16.00'],
    [3, '16.00'],
    [4, '15.50'],
  ] as const)(
    'rounds as configured (rounding %i: 155 yuan at 10 per point → %s)',
    async (rounding, points) => {
      await saveRule({ rounding });
      const placed = await order(await nextCustomer(), '155');
      expect(placed.points_change).toBe(points);
    },
  );

  it('rounds half up only from the half (154.99 yuan → 15 points)', async () => {
    await saveRule({ rounding: 2 });
    expect((await order(await nextCustomer(), '154.99')).points_change).toBe('15.00');
  });

  it('a buyer known only by a phone becomes an unbound member and earns nothing', async () => {
    await saveRule();
    const placed = await sandbox<SandboxOrderResult>(test.app, admin, 'orders', {
      platform_type: PLATFORM,
      buyer_phone: '13900001111',
      amount: '300',
      status: 3,
    });
    expect(placed.member_id).not.toBeNull();
    expect(placed.points_change).toBe('0.00');
    const unbound = await member<MemberDetail>(test.app, admin, 'get-detail', {
      member_id: placed.member_id,
    });
    expect(unbound.bind_status).toBe(0);
    expect(unbound.identities).toEqual([
      expect.objectContaining({
        platform_type: PLATFORM,
        identifier_type: 1,
        identifier: '13900001111',
      }),
    ]);
  });

  it('a late event never moves a cancelled order back or grants for it', async () => {
    await saveRule();
    const customer = await nextCustomer();
    const placed = await order(customer, '80', 1);
    await setStatus(placed.order_no, 4);
    const late = await applyShopOrderEvent(test.database.db, 'demo', {
      type: 'shop_order_status',
      platformType: PLATFORM,
      shopCode: 'late',
      orderNo: placed.order_no,
      amount: '80.00',
      status: 3,
      buyer: { externalUserId: customer, nickname: 'x' },
      orderedAt: new Date(test.clock.now),
      at: new Date(test.clock.now),
    });
    expect(late.status).toBe(4);
    expect(late.pointsCents).toBe(0);
  });

  it('the sandbox refuses a status change outside the life cycle', async () => {
    const placed = await order(await nextCustomer(), '10', 3);
    const back = await call(
      test.app,
      admin,
      'POST',
      `/sandbox/shop/orders/${placed.order_no}/status`,
      {
        status: 1,
      },
    );
    expect(back.body.code).toBe(108005);
    expect(back.body.msg).toContain('1待发货→2待收货→3已完成');
  });

  it('points of a rule with a validity expire after their days (history type 4)', async () => {
    await saveRule({ validity_type: 2, validity_days: 1 });
    const customer = await nextCustomer();
    expect((await order(customer, '30')).balance).toBe('3.00');
    test.clock.advance(2 * 86_400_000);
    admin = await signInDemo(test.app); // the token lasts 8 hours
    const after = await detail(customer);
    expect(after.points_balance).toBe('0.00');
    const history = await member<ListData<PointsChangeRow>>(test.app, admin, 'points-change-page', {
      external_user_id: customer,
      change_type: 4,
    });
    expect(history.list).toEqual([
      expect.objectContaining({ change_type: 4, points: '-3.00', balance_after: '0.00' }),
    ]);
  });
});
