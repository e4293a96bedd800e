import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, isValidDateTime } from './date-time';
import { DEFAULT_TENANT_TIME_ZONE } from '../../../contract/tenant-zone';
import { calendarDateInZone, getTenantTimeZone, setTenantTimeZone } from './time-zone';

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
    expect(formatDateTime(new Date('2024-02-29T00:05:09Z'))).toBe('2024-02-29 08:05:09');
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('issue #13 one time rule: every timestamp in the tenant time zone', () => {
  afterEach(() => setTenantTimeZone(DEFAULT_TENANT_TIME_ZONE));

  it('shows an instant in Asia/Shanghai by default, whatever the browser zone', () => {
    expect(formatDateTime('2026-11-22T16:30:00Z')).toBe('2026-11-23 00:30:00');
    expect(formatDateTime(Date.UTC(2026, 10, 22, 16, 30))).toBe('2026-11-23 00:30:00');
    expect(formatDateTime('2026-11-23T00:30:00+08:00')).toBe('2026-11-23 00:30:00');
  });

  it('keeps a zone-less wall-clock string (server China time) as it is', () => {
    expect(formatDateTime('2026-11-23 00:30:00')).toBe('2026-11-23 00:30:00');
    expect(formatDateTime('2026-11-23T00:30')).toBe('2026-11-23 00:30:00');
    expect(formatDateTime('2026-02-30 00:30:00')).toBe('-');
  });

  it('follows the tenant setting, and ignores an unknown zone', () => {
    setTenantTimeZone('Europe/London');
    expect(formatDateTime('2026-11-22T16:30:00Z')).toBe('2026-11-22 16:30:00');
    setTenantTimeZone('Mars/Olympus');
    expect(getTenantTimeZone()).toBe(DEFAULT_TENANT_TIME_ZONE);
    expect(calendarDateInZone(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23');
  });
});
