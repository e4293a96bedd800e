import { describe, expect, it } from 'vitest';
import { parseCalendarDate, quickRange, toCalendarDate } from './date-values';

describe('date picker values (issue #13: Chinese date pickers with quick ranges)', () => {
  it('parses YYYY-MM-DD to a local date and back, refusing impossible days', () => {
    const date = parseCalendarDate('2024-02-29');
    expect(date && toCalendarDate(date)).toBe('2024-02-29');
    expect(parseCalendarDate('2023-02-29')).toBeUndefined();
    expect(parseCalendarDate('2024/02/01')).toBeUndefined();
  });

  it('quick ranges 今天/昨天/近7天/近30天/本月 count back from the tenant today', () => {
    const today = '2026-03-02';
    expect(quickRange('today', today)).toEqual({ from: today, to: today });
    expect(quickRange('yesterday', today)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(quickRange('last7', today)).toEqual({ from: '2026-02-24', to: today });
    expect(quickRange('last30', today)).toEqual({ from: '2026-02-01', to: today });
    expect(quickRange('thisMonth', today)).toEqual({ from: '2026-03-01', to: today });
  });
});
