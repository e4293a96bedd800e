import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../../../contract/envelope';
import type {
  MemberDetail,
  MemberRow,
  PointsPlatformRow,
  PointsRule,
} from '../../../../contract/marketing/order-points';
import type { TestApp } from '../../../test-support/test-app';
import { call, createMemberTestApp, member, signInDemo } from './member.test-kit';
import type { Session } from './member.test-kit';

// issue #8 "Done when": every /scrm/v1/member path of spec §7 answered with the right shape
// on the seeded demo tenant (4 linked shops, 46 members, ~100 orders).
let test: TestApp;
let admin: Session;

const post = (path: string, payload: unknown = {}) =>
  call(test.app, admin, 'POST', `/scrm/v1/member/${path}`, payload);

beforeAll(async () => {
  test = await createMemberTestApp();
  admin = await signInDemo(test.app);
});

afterAll(() => test.close());

describe('integral-set (spec §7 points rules)', () => {
  it('platform-list answers each linked platform with its shops and rule', async () => {
    const data = await member<ListData<PointsPlatformRow>>(
      test.app,
      admin,
      'integral-set/platform-list',
    );
    expect(data.list.map((row) => row.platform_type)).toEqual([1, 5, 9, 16]);
    const taobao = data.list[0];
    expect(taobao).toMatchObject({
      platform_name: '淘宝/天猫',
      status: 1,
      amount_per_point: '10.00',
      earn_status: 3,
      configured: true,
      updated_by: '管理员',
    });
    expect(taobao?.shops[0]).toMatchObject({ platform_type: 1, name: '演示天猫旗舰店' });
    expect(data.list[3]).toMatchObject({ configured: false, status: 0, earn_status: 3 });
  });

  it('detail answers one platform; an unlinked platform is refused with 108001', async () => {
    const rule = await member<PointsRule>(test.app, admin, 'integral-set/detail', {
      platform_type: 9,
    });
    expect(rule).toMatchObject({
      validity_type: 2,
      validity_days: 60,
      rounding: 2,
      assign_rule: 20,
    });
    const unlinked = await post('integral-set/detail', { platform_type: 12 });
    expect(unlinked.body).toMatchObject({ code: 108001, msg: '该平台尚未关联店铺，请先关联店铺' });
  });

  it('save validates with Chinese messages naming the field (amount > 0, 2 decimals)', async () => {
    const rule = {
      platform_type: 16,
      status: 1,
      amount_per_point: '2.5',
      earn_status: 3,
      rounding: 1,
      validity_type: 1,
      assign_rule: 10,
      assign_fallback: 20,
    };
    const zero = await post('integral-set/save', { ...rule, amount_per_point: '0' });
    expect(zero.status).toBe(400);
    expect(zero.body.msg).toBe('每积分所需金额不能为0');
    const decimals = await post('integral-set/save', { ...rule, amount_per_point: '1.234' });
    expect(decimals.body.msg).toBe('每积分所需金额必须是数字，最多两位小数');
    const days = await post('integral-set/save', { ...rule, validity_type: 2 });
    expect(days.body.msg).toBe('有效天数必须是1到3650之间的整数');
    const saved = await member<PointsRule>(test.app, admin, 'integral-set/save', rule);
    expect(saved).toMatchObject({
      amount_per_point: '2.50',
      configured: true,
      validity_days: null,
    });
  });
});

describe('members (spec §7 query-member-list, get-detail, update/birthday)', () => {
  it('query-member-list pages newest first with the list shape of spec §9', async () => {
    const page = await member<ListData<MemberRow>>(test.app, admin, 'query-member-list', {
      page: 1,
      page_size: 20,
    });
    expect(page.total).toBeGreaterThanOrEqual(46);
    expect(page.list).toHaveLength(20);
    expect(page).toMatchObject({ page: 1, page_size: 20 });
    const [first] = page.list;
    expect(first).toEqual(
      expect.objectContaining({
        member_id: expect.any(Number),
        bind_status: expect.any(Number),
        points_balance: expect.stringMatching(/^\d+\.\d{2}$/),
        platform_types: expect.any(Array),
      }),
    );
    const created = page.list.map((row) => row.created_at);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('filters by binding status, platform, points range and keyword', async () => {
    const list = (filters: object) =>
      member<ListData<MemberRow>>(test.app, admin, 'query-member-list', {
        page_size: 100,
        ...filters,
      });
    const failed = await list({ bind_status: 2 });
    expect(failed.total).toBe(4);
    expect(failed.list.every((row) => row.bind_status === 2)).toBe(true);
    const douyin = await list({ platform_type: 9 });
    expect(douyin.list.every((row) => row.platform_types.includes(9))).toBe(true);
    const rich = await list({ points_min: '100', points_max: '100000' });
    expect(rich.list.every((row) => Number(row.points_balance) >= 100)).toBe(true);
    const someone = (await list({ bind_status: 1 })).list[0];
    const byPhone = await list({ keyword: someone?.phone });
    expect(byPhone.list.map((row) => row.member_id)).toContain(someone?.member_id);
    const byName = await list({ keyword: someone?.name });
    expect(byName.list.map((row) => row.member_id)).toContain(someone?.member_id);
    const bad = await post('query-member-list', { points_min: '10', points_max: '5' });
    expect(bad.body.msg).toBe('最低积分不能大于最高积分');
  });

  it('get-detail answers customer, identities, balance, responsible employee and history', async () => {
    // A shop's member (platform 1): members made by a campaign prize have no shop identity.
    const [bound] = (
      await member<ListData<MemberRow>>(test.app, admin, 'query-member-list', {
        bind_status: 1,
        platform_type: 1,
      })
    ).list;
    const detail = await member<MemberDetail>(test.app, admin, 'get-detail', {
      external_user_id: bound?.external_user_id,
    });
    expect(detail.customer?.name).toBeTruthy();
    expect(detail.identities[0]).toMatchObject({ identifier_type: 1 });
    expect(detail.points_balance).toMatch(/^\d+\.\d{2}$/);
    expect(Array.isArray(detail.points_history)).toBe(true);
    expect(detail.order_count).toBeGreaterThanOrEqual(0);
    const missing = await post('get-detail', { external_user_id: 'wm-nobody' });
    expect(missing.body).toMatchObject({ code: 108002, msg: '会员不存在或已被删除' });
    const none = await post('get-detail', {});
    expect(none.body.msg).toBe('请指定会员（客户ID或会员编号）');
  });

  it('update/birthday takes a real date only (spec §5)', async () => {
    const externalUserId = (
      await member<ListData<MemberRow>>(test.app, admin, 'query-member-list', { bind_status: 1 })
    ).list[1]?.external_user_id;
    const saved = await member(test.app, admin, 'update/birthday', {
      external_user_id: externalUserId,
      birthday: '1992-02-29',
    });
    expect(saved).toMatchObject({ birthday: '1992-02-29' });
    const detail = await member<MemberDetail>(test.app, admin, 'get-detail', {
      external_user_id: externalUserId,
    });
    expect(detail.birthday).toBe('1992-02-29');
    for (const birthday of ['1993-02-29', '2020-13-01', '19920101', '2999-01-01']) {
      const refused = await post('update/birthday', { external_user_id: externalUserId, birthday });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('生日必须是有效日期（年-月-日），且不晚于今天');
    }
  });
});
