import { describe, expect, it } from 'vitest';
import { validate } from '../../validation';
import {
  birthdaySchema,
  isValidBirthday,
  memberListQuerySchema,
  pointsChangePageSchema,
  pointsChangeSchema,
  pointsConvertListSchema,
} from './member-queries';
import { sandboxOrderSchema } from './member-sandbox';

describe('manual points change (issue #8)', () => {
  const change = { external_user_id: 'wm1', points: '-5.5', reason: '兑换礼品' };

  it('accepts a signed amount with a reason', () => {
    expect(validate(pointsChangeSchema, change)).toMatchObject({
      ok: true,
      data: { points: '-5.50' },
    });
  });

  it('requires a reason, a non-zero amount with at most 2 decimals, and a member', () => {
    expect(validate(pointsChangeSchema, { ...change, reason: '  ' })).toMatchObject({
      ok: false,
      message: '调整原因不能为空',
    });
    expect(validate(pointsChangeSchema, { ...change, points: '0.00' })).toMatchObject({
      ok: false,
      message: '变动积分不能为0',
    });
    expect(validate(pointsChangeSchema, { ...change, points: '1.001' })).toMatchObject({
      ok: false,
      message: '变动积分必须是数字，最多两位小数',
    });
    expect(validate(pointsChangeSchema, { points: '1', reason: 'x' })).toMatchObject({
      ok: false,
      message: '请指定会员（客户ID或会员编号）',
    });
    expect(validate(pointsChangeSchema, { ...change, reason: 'x'.repeat(101) })).toMatchObject({
      ok: false,
      message: '调整原因长度不能超过100个字符',
    });
  });
});

describe('birthday (a real date, spec §5)', () => {
  const today = new Date('2026-05-01T00:00:00Z');
  it.each([
    ['1992-02-29', true],
    ['1993-02-29', false],
    ['2000-04-31', false],
    ['1899-12-31', false],
    ['2026-05-01', true],
    ['2026-05-02', false],
    ['1990-1-01', false],
  ])('%s is %s', (value, expected) => {
    expect(isValidBirthday(value, today)).toBe(expected);
  });

  it('names the field in its message', () => {
    expect(validate(birthdaySchema, { member_id: 1, birthday: '2023-02-30' })).toMatchObject({
      ok: false,
      message: '生日必须是有效日期（年-月-日），且不晚于今天',
      field: 'birthday',
    });
  });
});

describe('member list filters (spec §9 paging)', () => {
  it('defaults to page 1 of 20 and ignores cleared filters', () => {
    expect(validate(memberListQuerySchema, { bind_status: '', platform_type: null })).toMatchObject(
      {
        ok: true,
        data: { page: 1, page_size: 20, bind_status: undefined, platform_type: undefined },
      },
    );
  });

  it('caps the page size at 100 and checks the points range', () => {
    expect(validate(memberListQuerySchema, { page_size: 101 }).ok).toBe(false);
    expect(validate(memberListQuerySchema, { points_min: '20', points_max: '10' })).toMatchObject({
      ok: false,
      message: '最低积分不能大于最高积分',
    });
    expect(validate(memberListQuerySchema, { bind_status: 3 })).toMatchObject({
      ok: false,
      message: '绑定状态不正确',
    });
  });

  it('takes time ranges as real date-times in order', () => {
    expect(
      validate(pointsChangePageSchema, { start_time: '2024-02-29 10:00:00', change_type: 4 }).ok,
    ).toBe(true);
    expect(validate(pointsConvertListSchema, { end_time: '2024-02-30 10:00:00' })).toMatchObject({
      ok: false,
      message: '结束时间必须是有效的日期时间（年-月-日 时:分:秒）',
    });
    expect(
      validate(pointsConvertListSchema, {
        start_time: '2024-03-01 00:00:00',
        end_time: '2024-02-01 00:00:00',
      }),
    ).toMatchObject({ ok: false, message: '开始时间不能晚于结束时间' });
  });
});

describe('sandbox order (issue #8 sandbox shop API)', () => {
  it('needs a buyer and a positive amount, and walks to status 1 by default', () => {
    expect(validate(sandboxOrderSchema, { platform_type: 1, amount: '10' })).toMatchObject({
      ok: false,
      message: '请填写买家：客户ID或买家手机号',
    });
    expect(
      validate(sandboxOrderSchema, { platform_type: 1, amount: '10', buyer_phone: '13800000000' }),
    ).toMatchObject({ ok: true, data: { status: 1, amount: '10.00' } });
    expect(
      validate(sandboxOrderSchema, { platform_type: 1, amount: '0', buyer_phone: '13800000000' }),
    ).toMatchObject({ ok: false, message: '订单金额不能为0' });
    expect(
      validate(sandboxOrderSchema, {
        platform_type: 1,
        amount: '1',
        external_user_id: 'x',
        status: 5,
      }),
    ).toMatchObject({ ok: false, field: 'status' });
  });
});
