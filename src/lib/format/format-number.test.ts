import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPoints } from './format-number';

describe('spec §9 money and numbers with thousands separators', () => {
  it('money has thousands separators and 2 decimals', () => {
    expect(formatMoney(1234567.8)).toBe('1,234,567.80');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney('999.995')).toBe('1,000.00');
  });

  it('negative money keeps its sign before the separators', () => {
    expect(formatMoney(-1234.5)).toBe('-1,234.50');
    expect(formatMoney(-123)).toBe('-123.00');
  });

  it('numbers have thousands separators and keep their decimals', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-9876543.21)).toBe('-9,876,543.21');
    expect(formatNumber(999)).toBe('999');
  });

  it('missing or non-numeric values show -', () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatNumber('abc')).toBe('-');
    expect(formatPoints(undefined)).toBe('-');
  });
});

describe('spec §9 points with 2 decimals', () => {
  it('points always show 2 decimals, rounded', () => {
    expect(formatPoints(12)).toBe('12.00');
    expect(formatPoints(1.005)).toBe('1.01');
    expect(formatPoints(-0.5)).toBe('-0.50');
  });
});
