import { describe, expect, it } from 'vitest';
import {
  chinaDateOf,
  chinaTimeOf,
  dropTarget,
  monthDays,
  shiftAnchor,
  weekDays,
  weekdayName,
} from './calendar-dates';

describe('operation calendar dates (China calendar days, weeks from Monday)', () => {
  it('an instant late in the UTC day falls on the next China day', () => {
    expect(chinaDateOf('2026-11-25T16:30:00Z')).toBe('2026-11-26');
    expect(chinaTimeOf('2026-11-25T16:30:00Z')).toBe('00:30');
  });

  it('a week runs Monday to Sunday with Chinese weekday names', () => {
    expect(weekDays('2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekdayName('2026-11-29')).toBe('周日');
  });

  it('the month view covers the month in whole weeks', () => {
    const days = monthDays('2026-11-25');
    expect(days[0]).toBe('2026-10-26');
    expect(days.length % 7).toBe(0);
    expect(days).toContain('2026-11-30');
    expect(days.at(-1)).toBe('2026-12-06');
    expect(shiftAnchor('2026-12-31', 'month', 1)).toBe('2027-01-01');
    expect(shiftAnchor('2026-01-15', 'month', -1)).toBe('2025-12-01');
  });

  it('a drop on a day keeps the time of day; on an hour keeps the minutes', () => {
    expect(dropTarget('2026-11-25T02:30:00Z', '2026-11-28')).toBe('2026-11-28T10:30:00+08:00');
    expect(dropTarget('2026-11-25T02:30:00Z', '2026-11-28', 15)).toBe('2026-11-28T15:30:00+08:00');
  });
});
