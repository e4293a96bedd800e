import { describe, expect, it } from 'vitest';
import { tenantCalendarDate, tenantDayBounds, zoneOffsetMs } from './tenant-time';

describe('tenant days (issue #13: day boundaries in the tenant time zone, Asia/Shanghai by default)', () => {
  it('a Shanghai day starts at 16:00 UTC the day before', () => {
    const { start, end } = tenantDayBounds('2026-11-23');
    expect(start.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-23T16:00:00.000Z');
  });

  it('00:30 in Shanghai is already the next calendar day', () => {
    expect(tenantCalendarDate(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23');
    expect(zoneOffsetMs(new Date('2026-11-22T16:30:00Z'))).toBe(8 * 3600_000);
  });

  it('follows another tenant zone, daylight saving included (a 23-hour day)', () => {
    const { start, end } = tenantDayBounds('2026-03-29', 'Europe/London');
    expect(start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });
});
