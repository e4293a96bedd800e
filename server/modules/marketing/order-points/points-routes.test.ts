import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../../../contract/envelope';
import type {
  MemberDetail,
  PointsChangeResult,
  PointsChangeRow,
  PointsConvertRow,
} from '../../../../contract/marketing/order-points';
import type { SandboxOrderResult } from '../../../../contract/marketing/order-points/member-sandbox';
import { signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import {
  call,
  createMemberTestApp,
  freshCustomer,
  member,
  sandbox,
  signInDemo,
  signInOperator,
} from './member.test-kit';
import type { Session } from './member.test-kit';

// issue #8 "Done when": the points paths of spec §7 and is-open-market answered with the
// right shape on the seeded demo tenant (member-routes.test.ts has the rules and members).
let test: TestApp;
let admin: Session;

const post = (path: string, payload: unknown = {}) =>
  call(test.app, admin, 'POST', `/scrm/v1/member/${path}`, payload);

beforeAll(async () => {
  test = await createMemberTestApp();
  admin = await signInDemo(test.app);
});

afterAll(() => test.close());

describe('points (spec §7 points-change, points-change-page, points-convert-list)', () => {
  it('points-change adds and deducts with a required reason, recorded with operator and time', async () => {
    const customer = await freshCustomer(test.database.db);
    await sandbox<SandboxOrderResult>(test.app, admin, 'orders', {
      platform_type: 1,
      external_user_id: customer,
      amount: '200',
      status: 3,
    });
    const added = await member<PointsChangeResult>(test.app, admin, 'points-change', {
      external_user_id: customer,
      points: '12.5',
      reason: '生日礼',
    });
    expect(added).toMatchObject({ points: '12.50', balance: '32.50' });
    const noReason = await post('points-change', {
      external_user_id: customer,
      points: '1',
      reason: ' ',
    });
    expect(noReason.body.msg).toBe('调整原因不能为空');
    const zero = await post('points-change', {
      external_user_id: customer,
      points: '0',
      reason: 'x',
    });
    expect(zero.body.msg).toBe('变动积分不能为0');
    const history = await member<ListData<PointsChangeRow>>(test.app, admin, 'points-change-page', {
      external_user_id: customer,
    });
    expect(history.list[0]).toMatchObject({
      change_type: 3,
      points: '+12.50',
      balance_after: '32.50',
      reason: '生日礼',
      operator_name: '管理员',
    });
    expect(history.list[1]).toMatchObject({
      change_type: 1,
      order_no: expect.any(String),
      platform_type: 1,
    });
  });

  it('points-change refuses a deduction larger than the balance with a clear message', async () => {
    const customer = await freshCustomer(test.database.db);
    await sandbox(test.app, admin, 'orders', {
      platform_type: 1,
      external_user_id: customer,
      amount: '100',
      status: 3,
    });
    const refused = await post('points-change', {
      external_user_id: customer,
      points: '-10.01',
      reason: '兑换',
    });
    expect(refused.body).toMatchObject({
      code: 108003,
      msg: '扣减积分不能超过会员当前积分余额（当前余额 10.00）',
    });
    const detail = await member<MemberDetail>(test.app, admin, 'get-detail', {
      external_user_id: customer,
    });
    expect(detail.points_balance).toBe('10.00');
  });

  it('points-change-page pages the tenant history and filters by type and time', async () => {
    const all = await member<ListData<PointsChangeRow>>(test.app, admin, 'points-change-page', {
      page_size: 100,
    });
    expect(all.total).toBeGreaterThan(50);
    for (const type of [1, 2, 3]) {
      const typed = await member<ListData<PointsChangeRow>>(test.app, admin, 'points-change-page', {
        change_type: type,
        page_size: 100,
      });
      expect(typed.total).toBeGreaterThan(0);
      expect(typed.list.every((row) => row.change_type === type)).toBe(true);
    }
    const future = await member<ListData<PointsChangeRow>>(test.app, admin, 'points-change-page', {
      start_time: '2999-01-01 00:00:00',
    });
    expect(future.total).toBe(0);
    const badTime = await post('points-change-page', { start_time: '2024-02-30 00:00:00' });
    expect(badTime.body.msg).toBe('开始时间必须是有效的日期时间（年-月-日 时:分:秒）');
  });

  it('points-convert-list shows order, platform, amount, status, points, member, time; filterable', async () => {
    const list = await member<ListData<PointsConvertRow>>(test.app, admin, 'points-convert-list', {
      page_size: 100,
    });
    expect(list.total).toBeGreaterThan(20);
    expect(list.list[0]).toEqual(
      expect.objectContaining({
        order_no: expect.any(String),
        platform_type: expect.any(Number),
        amount: expect.stringMatching(/^\d+\.\d{2}$/),
        order_status: expect.any(Number),
        points: expect.stringMatching(/^\d+\.\d{2}$/),
        reversed_points: expect.stringMatching(/^\d+\.\d{2}$/),
        member_name: expect.any(String),
        converted_at: expect.any(String),
      }),
    );
    const cancelled = await member<ListData<PointsConvertRow>>(
      test.app,
      admin,
      'points-convert-list',
      {
        order_status: 4,
      },
    );
    expect(cancelled.total).toBeGreaterThan(0);
    expect(
      cancelled.list.every((row) => row.order_status === 4 && row.reversed_points !== '0.00'),
    ).toBe(true);
    const one = list.list[0];
    const byNo = await member<ListData<PointsConvertRow>>(test.app, admin, 'points-convert-list', {
      order_no: one?.order_no,
    });
    expect(byNo.list.map((row) => row.id)).toEqual([one?.id]);
    const taobao = await member<ListData<PointsConvertRow>>(
      test.app,
      admin,
      'points-convert-list',
      {
        platform_type: 1,
      },
    );
    expect(taobao.list.every((row) => row.platform_type === 1)).toBe(true);
  });
});

describe('GET is-open-market and permissions', () => {
  it('answers true for a tenant with a linked shop', async () => {
    const open = await call<boolean>(test.app, admin, 'GET', '/scrm/v1/member/is-open-market');
    expect(open.body).toMatchObject({ code: 0, data: true });
  });

  it('the operator (marketing area) may use every member call; newbie (no codes) gets 403', async () => {
    const operator = await signInOperator(test.app);
    await member(test.app, operator, 'query-member-list');
    const newbie = await signIn(test.app, 'newbie', 'Newbie@123');
    const denied = await call(test.app, newbie, 'POST', '/scrm/v1/member/query-member-list', {});
    expect(denied.status).toBe(403);
    const openMarket = await call(test.app, newbie, 'GET', '/scrm/v1/member/is-open-market');
    expect(openMarket.status).toBe(200);
  });
});
