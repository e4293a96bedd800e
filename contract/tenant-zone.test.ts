import { afterEach, describe, expect, it, vi } from 'vitest';
import { offendersOutside } from './source-scan.test-kit';
import {
  calendarDateInZone,
  isKnownTimeZone,
  zoneDayBounds,
  zonedParts,
  zoneOffsetMs,
  zoneWallInstant,
} from './tenant-zone';

const MODULE = 'contract/tenant-zone.ts';
// A zone's wall clock asked of Intl (a formatter given a zone, its parts) or of the machine's
// own zone: only the one module does either.
const ZONE_WALL_CLOCK =
  /formatToParts|getTimezoneOffset|(Intl\.DateTimeFormat|toLocale\w*String)\(([^()]|\([^()]*\))*\btimeZone\b/;

// The reference: Intl asked directly, without the module (Swedish writes YYYY-MM-DD HH:mm:ss).
function intlParts(instant: Date, zone: string) {
  const [year, month, day, hour, minute, second] = instant
    .toLocaleString('sv-SE', { timeZone: zone })
    .split(/[- :]/);
  return { year, month, day, hour, minute, second };
}

describe('tenant zone: one module for a zone wall clock (issue #34 "Dates")', () => {
  it('no file outside contract/tenant-zone.ts asks Intl or the machine for a zone wall clock', () => {
    expect(offendersOutside(MODULE, ZONE_WALL_CLOCK)).toEqual([]);
  });
});

describe('tenant days (issue #13: day boundaries in the tenant time zone, Asia/Shanghai by default)', () => {
  it('a Shanghai day starts at 16:00 UTC the day before', () => {
    const { start, end } = zoneDayBounds('2026-11-23');
    expect(start.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-23T16:00:00.000Z');
  });

  it('00:30 in Shanghai is already the next calendar day', () => {
    expect(calendarDateInZone(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23');
    expect(calendarDateInZone(Date.parse('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(zoneOffsetMs(new Date('2026-11-22T16:30:00Z'))).toBe(8 * 3600_000);
  });

  it('follows another tenant zone, daylight saving included (a 23-hour day)', () => {
    const { start, end } = zoneDayBounds('2026-03-29', 'Europe/London');
    expect(start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(calendarDateInZone(new Date('2026-03-29T23:30:00Z'), 'Europe/London')).toBe(
      '2026-03-30',
    );
  });

  it('begins the day summer time ends east of UTC at the midnight still on summer time (a 25-hour day)', () => {
    const { start, end } = zoneDayBounds('2026-04-05', 'Australia/Sydney');
    expect(start.toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(end.toISOString()).toBe('2026-04-05T14:00:00.000Z');
  });

  it('reads a wall time as the instant the zone shows it, beside a daylight-saving change too', () => {
    const wall = (text: string) => Date.parse(`${text}Z`);
    expect(zoneWallInstant(wall('2026-11-25T09:30:00')).toISOString()).toBe(
      '2026-11-25T01:30:00.000Z',
    );
    // New York moved from UTC−4 to UTC−5 at 02:00 on 2026-11-01.
    expect(zoneWallInstant(wall('2026-11-01T00:30:00'), 'America/New_York').toISOString()).toBe(
      '2026-11-01T04:30:00.000Z',
    );
    expect(zoneWallInstant(wall('2026-11-01T03:00:00'), 'America/New_York').toISOString()).toBe(
      '2026-11-01T08:00:00.000Z',
    );
  });
});

describe('zonedParts (issue #13 one time rule; issue #23 no zone data for Asia/Shanghai)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the same wall clock in Asia/Shanghai as Intl, around midnight, month and year ends', () => {
    const instants = [
      '1992-01-01T00:00:00Z',
      '2024-02-28T16:00:00Z',
      '2024-02-29T15:59:59Z',
      '2026-11-26T15:59:59Z',
      '2026-11-26T16:00:00Z',
      '2026-12-31T16:00:00Z',
      '2038-01-19T03:14:08Z',
    ].map((text) => new Date(text));
    for (let day = 0; day < 400; day += 7) {
      instants.push(new Date(Date.UTC(2025, 0, 1) + day * 86_400_000 + day * 3_917_000));
    }
    for (const instant of instants) {
      expect(zonedParts(instant, 'Asia/Shanghai')).toEqual(intlParts(instant, 'Asia/Shanghai'));
    }
  });

  it('builds no zone formatter for the default zone from 1992 on (no ICU zone data at start-up)', async () => {
    // A fresh copy of the module: no formatter cached by the tests above.
    vi.resetModules();
    const fresh = await import('./tenant-zone');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    fresh.prepareZone('Asia/Shanghai');
    expect(fresh.isKnownTimeZone('Asia/Shanghai')).toBe(true);
    expect(fresh.zonedParts(new Date('2026-11-26T16:00:00Z')).day).toBe('27');
    expect(fresh.calendarDateInZone(new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27');
    expect(built).not.toHaveBeenCalled();
    fresh.prepareZone('Europe/London');
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('asks Intl before 1992, when Shanghai still had summer time (1988-07-01 was UTC+9)', () => {
    const summer1988 = new Date('1988-07-01T03:00:00Z');
    expect(zonedParts(summer1988, 'Asia/Shanghai')).toEqual(intlParts(summer1988, 'Asia/Shanghai'));
    expect(zonedParts(summer1988, 'Asia/Shanghai').hour).toBe('12');
  });

  it('uses the given zone for any other zone', () => {
    const instant = new Date('2026-07-01T12:00:00Z');
    expect(zonedParts(instant, 'America/New_York')).toEqual(intlParts(instant, 'America/New_York'));
    expect(zonedParts(instant, 'America/New_York').hour).toBe('08');
  });

  it('knows a real zone and refuses an unknown one', () => {
    expect(isKnownTimeZone('Europe/London')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
