import { describe, expect, it } from 'vitest';
import { formatDateTime, isValidDateTime } from './date-time';

describe('spec §5 date strings YYYY-MM-DD HH:mm:ss must be real dates', () => {
  it('2024-02-29 (a leap day) is valid', () => {
    expect(isValidDateTime('2024-02-29 12:00:00')).toBe(true);
  });

  it('2023-02-29 is invalid', () => {
    expect(isValidDateTime('2023-02-29 12:00:00')).toBe(false);
  });

  it('2023-02-30 and 2023-04-31 are invalid', () => {
    expect(isValidDateTime('2023-02-30 00:00:00')).toBe(false);
    expect(isValidDateTime('2023-04-31 00:00:00')).toBe(false);
  });

  it('times must be real (hour 23, minute and second 59 at most)', () => {
    expect(isValidDateTime('2023-12-31 23:59:59')).toBe(true);
    expect(isValidDateTime('2023-12-31 24:00:00')).toBe(false);
    expect(isValidDateTime('2023-12-31 10:60:00')).toBe(false);
  });

  it('other shapes are invalid', () => {
    expect(isValidDateTime('2023-1-1 00:00:00')).toBe(false);
    expect(isValidDateTime('2023-01-01')).toBe(false);
    expect(isValidDateTime('2023-01-01T00:00:00')).toBe(false);
    expect(isValidDateTime('')).toBe(false);
  });

  it('formatDateTime writes the same shape, - when invalid', () => {
    expect(formatDateTime(new Date(2024, 1, 29, 8, 5, 9))).toBe('2024-02-29 08:05:09');
    expect(formatDateTime('not a date')).toBe('-');
  });
});
