import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../../../contract/envelope';
import type { MemberRow, PointsPlatformRow } from '../../../../contract/marketing/order-points';
import type { TestApp } from '../../../test-support/test-app';
import { call, createMemberTestApp, member, signInDemo, signInSecond } from './member.test-kit';
import { signIn } from '../../../test-support/test-app';
import type { Session } from './member.test-kit';

// docs/conventions.md "Tenants never mix": tenant `second` (admin2) cannot see or change demo's members,
// rules or points, whatever ids it puts in the body.
let test: TestApp;
let demo: Session;
let second: Session;
let demoMember: MemberRow;

beforeAll(async () => {
  test = await createMemberTestApp();
  demo = await signInDemo(test.app);
  second = await signInSecond(test.app);
  const page = await member<ListData<MemberRow>>(test.app, demo, 'query-member-list', {
    bind_status: 1,
  });
  const first = page.list[0];
  if (!first) throw new Error('demo has no bound member');
  demoMember = first;
});

afterAll(() => test.close());

const post = (session: Session, path: string, body: object = {}) =>
  call(test.app, session, 'POST', `/scrm/v1/member/${path}`, body);

describe('tenant second cannot see or change demo members, rules or points', () => {
  it('sees none of demo members, conversions, history or linked platforms', async () => {
    for (const path of ['query-member-list', 'points-change-page', 'points-convert-list']) {
      const answer = await post(second, path, { page_size: 100 });
      expect((answer.body.data as ListData<unknown>).total).toBe(0);
    }
    const platforms = await member<ListData<PointsPlatformRow>>(
      test.app,
      second,
      'integral-set/platform-list',
    );
    expect(platforms.list).toEqual([]);
    const open = await call(test.app, second, 'GET', '/scrm/v1/member/is-open-market');
    expect(open.body.data).toBe(false);
  });

  it('cannot open a demo member by external_user_id or member_id', async () => {
    for (const key of [
      { external_user_id: demoMember.external_user_id },
      { member_id: demoMember.member_id },
    ]) {
      expect((await post(second, 'get-detail', key)).body.code).toBe(108002);
      expect((await post(second, 'points-change-page', key)).body.code).toBe(108002);
    }
  });

  it('cannot change a demo member points or birthday', async () => {
    const change = await post(second, 'points-change', {
      member_id: demoMember.member_id,
      points: '1000',
      reason: '越权',
    });
    expect(change.body.code).toBe(108002);
    const birthday = await post(second, 'update/birthday', {
      external_user_id: demoMember.external_user_id,
      birthday: '2000-01-01',
    });
    expect(birthday.body.code).toBe(108002);
    const after = await member<{ points_balance: string; birthday: string | null }>(
      test.app,
      demo,
      'get-detail',
      { member_id: demoMember.member_id },
    );
    expect(after.points_balance).toBe(demoMember.points_balance);
    expect(after.birthday).toBe(demoMember.birthday);
  });

  it('cannot read or save a rule for a platform only demo linked', async () => {
    expect((await post(second, 'integral-set/detail', { platform_type: 1 })).body.code).toBe(
      108001,
    );
    const save = await post(second, 'integral-set/save', {
      platform_type: 1,
      status: 0,
      amount_per_point: '99',
      earn_status: 3,
      rounding: 1,
      validity_type: 1,
      assign_rule: 10,
      assign_fallback: 20,
    });
    expect(save.body.code).toBe(108001);
    const demoRule = await member<{ amount_per_point: string }>(
      test.app,
      demo,
      'integral-set/detail',
      {
        platform_type: 1,
      },
    );
    expect(demoRule.amount_per_point).toBe('10.00');
  });

  it('cannot make the sandbox sell an order to a demo customer', async () => {
    const order = await call(test.app, second, 'POST', '/sandbox/shop/orders', {
      platform_type: 1,
      external_user_id: demoMember.external_user_id,
      amount: '100',
      status: 3,
    });
    expect(order.body.code).toBe(108006);
  });

  it('an X-Tenant header that disagrees with the token is refused (403)', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/scrm/v1/member/query-member-list',
      headers: { authorization: `Bearer ${second.token}`, 'x-tenant': 'demo' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it('issue #25 finding 4: /sandbox/shop/* needs the order-points code (newbie, no menu, gets 403)', async () => {
    const newbie = await signIn(test.app, 'newbie', 'Newbie@123');
    const attempts: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/sandbox/shop/shops'],
      ['POST', '/sandbox/shop/shops', { platform_type: 5, name: '越权店铺' }],
      [
        'POST',
        '/sandbox/shop/orders',
        {
          platform_type: 1,
          external_user_id: demoMember.external_user_id,
          amount: '500.00',
          status: 3,
        },
      ],
      ['POST', '/sandbox/shop/orders/SO-1/status', { status: 3 }],
      ['POST', '/sandbox/shop/orders/SO-1/replay', {}],
    ];
    for (const [method, url, payload] of attempts) {
      const answer = await call(test.app, newbie, method, url, payload);
      expect(answer.status, url).toBe(403);
    }
    const after = await member<{ points_balance: string }>(test.app, demo, 'get-detail', {
      member_id: demoMember.member_id,
    });
    expect(after.points_balance).toBe(demoMember.points_balance);
  });
});
