import { describe, expect, it } from 'vitest';
import { label, platformOptions, pointsText, signedPointsText } from './member-labels';

describe('member labels (spec §3, §9)', () => {
  it('shows points with 2 decimals and thousands separators', () => {
    expect(pointsText('1234567.5')).toBe('1,234,567.50');
    expect(pointsText('0.00')).toBe('0.00');
    expect(signedPointsText('+1200.00')).toBe('+1,200.00');
    expect(signedPointsText('-30.00')).toBe('-30.00');
  });

  it('names all 16 platforms of spec §3 and the enumerations in Chinese', () => {
    expect(platformOptions()).toHaveLength(16);
    expect(label('platform', 1)).toBe('淘宝/天猫');
    expect(label('platform', 16)).toBe('视频号小店');
    expect(label('orderStatus', 4)).toBe('已取消/退款');
    expect(label('bind', 2)).toBe('绑定失败');
    expect(label('identifier', 3)).toBe('账号');
    expect(label('assign', 20)).toBe('首个绑定电商的员工');
    expect(label('change', 2)).toBe('订单冲正');
  });

  it('falls back to the bare value for an unknown code', () => {
    expect(label('platform', 99)).toBe('99');
  });
});
