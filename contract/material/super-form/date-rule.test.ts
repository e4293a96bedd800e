import { describe, expect, it } from 'vitest';
import {
  chinaDateTimeToMs,
  fromDateTimeLocal,
  isRealDateTime,
  msToChinaDateTime,
  toDateTimeLocal,
} from './date-rule';

describe('date rule (spec §5: YYYY-MM-DD HH:mm:ss and a real date)', () => {
  it('accepts real dates in the exact format, leap day included', () => {
    expect(isRealDateTime('2024-02-29 23:59:59')).toBe(true);
    expect(isRealDateTime('2023-01-31 00:00:00')).toBe(true);
  });

  it('refuses dates that do not exist', () => {
    expect(isRealDateTime('2023-02-30 10:00:00')).toBe(false);
    expect(isRealDateTime('2023-02-29 10:00:00')).toBe(false);
    expect(isRealDateTime('2023-04-31 10:00:00')).toBe(false);
    expect(isRealDateTime('2023-13-01 10:00:00')).toBe(false);
    expect(isRealDateTime('2023-00-10 10:00:00')).toBe(false);
  });

  it('refuses impossible times', () => {
    expect(isRealDateTime('2023-01-01 24:00:00')).toBe(false);
    expect(isRealDateTime('2023-01-01 10:60:00')).toBe(false);
    expect(isRealDateTime('2023-01-01 10:00:60')).toBe(false);
  });

  it('refuses other formats and non-strings', () => {
    for (const value of ['2023-1-01 10:00:00', '2023-01-01T10:00:00', '2023-01-01', '', 20230101]) {
      expect(isRealDateTime(value)).toBe(false);
    }
  });

  it('reads and writes China time (UTC+8)', () => {
    const ms = chinaDateTimeToMs('2024-01-01 08:00:00');
    expect(ms).toBe(Date.UTC(2024, 0, 1, 0, 0, 0));
    expect(msToChinaDateTime(ms ?? 0)).toBe('2024-01-01 08:00:00');
    expect(chinaDateTimeToMs('2023-02-30 10:00:00')).toBeUndefined();
  });
});

describe('datetime-local inputs', () => {
  it('reads minutes-only and seconds values into YYYY-MM-DD HH:mm:ss and back', () => {
    expect(fromDateTimeLocal('2024-05-01T10:00')).toBe('2024-05-01 10:00:00');
    expect(fromDateTimeLocal('2024-05-01T10:00:05')).toBe('2024-05-01 10:00:05');
    expect(fromDateTimeLocal('2024-05-01T10:00:05.250')).toBe('2024-05-01 10:00:05');
    expect(fromDateTimeLocal('')).toBe('');
    expect(toDateTimeLocal('2024-05-01 10:00:05')).toBe('2024-05-01T10:00:05');
  });
});
