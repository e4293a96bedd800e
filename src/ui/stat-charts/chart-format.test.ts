import { describe, expect, it } from 'vitest';
import { formatAxis, formatValue } from './chart-format';

describe('chart number formatting (issue #21: Chinese number formatting)', () => {
  it('writes axis ticks of ten thousand and more in 万 and 亿', () => {
    expect(formatAxis(800)).toBe('800');
    expect(formatAxis(12_000)).toBe('1.2万');
    expect(formatAxis(350_000_000)).toBe('3.5亿');
  });

  it('writes money with thousands separators and 2 decimals, rates with %', () => {
    expect(formatValue(1234567.8, 'money')).toBe('1,234,567.80');
    expect(formatValue(12.5, 'percent')).toBe('12.5%');
    expect(formatValue(null)).toBe('-');
  });
});
