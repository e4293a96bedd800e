import { describe, expect, it } from 'vitest';
import { validate } from '../../validation';
import { centsToText, signedText, toCents } from './member-decimal';
import { pointsForAmount, pointsRuleSchema, reachesEarnStatus } from './member-rules';

const rule = {
  platform_type: 1,
  status: 1,
  amount_per_point: '10',
  earn_status: 3,
  rounding: 1,
  validity_type: 1,
  assign_rule: 10,
  assign_fallback: 20,
};

describe('decimal text (spec §9 points use 2 decimals)', () => {
  it('converts between text and integer cents without float error', () => {
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('-0.05')).toBe(-5);
    expect(toCents('0.1') + toCents('0.2')).toBe(30);
    expect(centsToText(1250)).toBe('12.50');
    expect(centsToText(-5)).toBe('-0.05');
    expect(signedText(300)).toBe('+3.00');
    expect(signedText(-300)).toBe('-3.00');
  });
});

describe('points rule schema (issue #8)', () => {
  it('accepts a rule and normalizes the amount to 2 decimals', () => {
    const result = validate(pointsRuleSchema, rule);
    expect(result).toMatchObject({
      ok: true,
      data: { amount_per_point: '10.00', validity_days: null },
    });
  });

  it.each([
    ['0', '每积分所需金额不能为0'],
    ['-1', '每积分所需金额必须大于0'],
    ['1.234', '每积分所需金额必须是数字，最多两位小数'],
    ['abc', '每积分所需金额必须是数字，最多两位小数'],
    ['', '每积分所需金额不能为空'],
    ['1000000.01', '每积分所需金额不能超过1000000.00'],
  ])('refuses amount per point %j with “%s”', (amount, message) => {
    expect(validate(pointsRuleSchema, { ...rule, amount_per_point: amount })).toMatchObject({
      ok: false,
      message,
      field: 'amount_per_point',
    });
  });

  it('refuses a float that is not 2 decimals (0.1 + 0.2)', () => {
    expect(validate(pointsRuleSchema, { ...rule, amount_per_point: 0.1 + 0.2 }).ok).toBe(false);
  });

  it('earns on status 1, 2 or 3 only (never on 4 cancelled)', () => {
    expect(validate(pointsRuleSchema, { ...rule, earn_status: 4 })).toMatchObject({
      ok: false,
      message: '积分发放时机不正确',
    });
  });

  it('needs 1–3650 validity days when points expire, and drops them when permanent', () => {
    expect(validate(pointsRuleSchema, { ...rule, validity_type: 2 })).toMatchObject({
      ok: false,
      field: 'validity_days',
    });
    expect(validate(pointsRuleSchema, { ...rule, validity_type: 2, validity_days: 3651 }).ok).toBe(
      false,
    );
    expect(
      validate(pointsRuleSchema, { ...rule, validity_type: 2, validity_days: 30 }),
    ).toMatchObject({
      ok: true,
      data: { validity_days: 30 },
    });
    expect(validate(pointsRuleSchema, { ...rule, validity_days: 30 })).toMatchObject({
      ok: true,
      data: { validity_days: null },
    });
  });

  it('auto-assign and fallback are 10 or 20 (spec §3)', () => {
    expect(validate(pointsRuleSchema, { ...rule, assign_rule: 30 })).toMatchObject({
      ok: false,
      message: '负责员工分配规则不正确',
    });
    expect(validate(pointsRuleSchema, { ...rule, assign_fallback: 20, assign_rule: 20 }).ok).toBe(
      true,
    );
  });

  it('refuses a platform outside spec §3 codes 1–16', () => {
    expect(validate(pointsRuleSchema, { ...rule, platform_type: 17 })).toMatchObject({
      ok: false,
      message: '电商平台不存在',
    });
  });
});

describe('points for an order amount (rounding as configured)', () => {
  const at = (rounding: 1 | 2 | 3 | 4, amount: string, per = '10.00') =>
    pointsForAmount(amount, { amount_per_point: per, rounding });

  it('floors, rounds half up, ceils, or keeps 2 decimals', () => {
    expect(at(1, '159.99')).toBe('15.00');
    expect(at(2, '154.99')).toBe('15.00');
    expect(at(2, '155.00')).toBe('16.00');
    expect(at(3, '150.01')).toBe('16.00');
    expect(at(3, '150.00')).toBe('15.00');
    expect(at(4, '155.55')).toBe('15.55');
    expect(at(4, '10', '3')).toBe('3.33');
  });

  it('gives nothing for a zero amount', () => {
    expect(at(3, '0')).toBe('0.00');
  });

  it('reaches the earning status forwards only, never when cancelled', () => {
    expect(reachesEarnStatus(3, 2)).toBe(true);
    expect(reachesEarnStatus(1, 2)).toBe(false);
    expect(reachesEarnStatus(4, 1)).toBe(false);
  });
});
