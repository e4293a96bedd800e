// The one tenant-zone module (issue #13 "One time rule", issue #34 "Dates"): a tenant's wall
// clock, calendar days and day bounds are those of its time zone (a tenant setting,
// Asia/Shanghai by default), whatever the zone of the server or the browser. Server, console
// and contract ask this module; tenant-zone.test.ts refuses a second zone wall clock anywhere
// else (docs/architecture.md "China time"). Intl does the zone arithmetic: no zone library.
import { CHINA_TIME_ZONE, chinaWallParts } from './china-time';

/** A tenant's zone until it sets its own (docs/architecture.md "China time"). */
export const DEFAULT_TENANT_TIME_ZONE = CHINA_TIME_ZONE;

/** The wall-clock fields of an instant, zero-padded (year four digits). */
export interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

// issue #23: Asia/Shanghai (the default zone) has been UTC+8 without daylight saving since
// 1991-09-15 (tz database), so its wall clock from 1992 on is plain arithmetic: no formatter,
// and no load of ICU's zone data (60–120 ms at a phone's speed, 462 ms under load at the
// console's start). Earlier instants, and every other zone, ask Intl.
const SHANGHAI_FIXED_FROM = Date.UTC(1992, 0, 1);

function fixedOffsetParts(time: number, zone: string): ZonedParts | null {
  if (zone !== DEFAULT_TENANT_TIME_ZONE || !(time >= SHANGHAI_FIXED_FROM)) return null;
  return chinaWallParts(time);
}

/** Whether Intl knows the zone (the default zone is known without building a formatter). */
export function isKnownTimeZone(zone: string): boolean {
  if (zone === DEFAULT_TENANT_TIME_ZONE) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * issue #23: the first formatter with a time zone loads ICU's zone data. The console builds the
 * tenant zone's in a quiet moment of its start-up; nothing at all for the default zone.
 */
export function prepareZone(zone: string): void {
  if (zone !== DEFAULT_TENANT_TIME_ZONE) formatterFor(zone);
}

/** The wall-clock fields of an instant in a zone. */
export function zonedParts(
  instant: Date | number,
  zone: string = DEFAULT_TENANT_TIME_ZONE,
): ZonedParts {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const fixed = fixedOffsetParts(time, zone);
  if (fixed) return fixed;
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(time)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone: a tenant's "today". */
export function calendarDateInZone(
  instant: Date | number,
  zone: string = DEFAULT_TENANT_TIME_ZONE,
): string {
  const { year, month, day } = zonedParts(instant, zone);
  return `${year}-${month}-${day}`;
}

/** The wall clock's fields read as if they were UTC, in ms. */
function wallAsUtc(instant: number, zone: string): number {
  const p = zonedParts(instant, zone);
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
}

/** How far the zone's wall clock is ahead of UTC at that instant (ms; daylight saving aware). */
export function zoneOffsetMs(instant: Date, zone: string = DEFAULT_TENANT_TIME_ZONE): number {
  return wallAsUtc(instant.getTime(), zone) - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the zone's wall clock shows `wall` (its fields as `Date.UTC(...)` reads them).
 * The offset is taken twice, so a time beside a daylight-saving change lands on the offset in
 * force then (a Sydney midnight the day summer time ends is still UTC+11).
 */
export function zoneWallInstant(wall: number, zone: string = DEFAULT_TENANT_TIME_ZONE): Date {
  let guess = wall;
  for (let pass = 0; pass < 2; pass += 1) guess = wall - (wallAsUtc(guess, zone) - guess);
  return new Date(guess);
}

/** [start, end) of a calendar day (YYYY-MM-DD) in a zone, as instants (23 or 25 hours on a DST day). */
export function zoneDayBounds(
  date: string,
  zone: string = DEFAULT_TENANT_TIME_ZONE,
): { start: Date; end: Date } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return {
    start: zoneWallInstant(Date.UTC(year, month - 1, day), zone),
    end: zoneWallInstant(Date.UTC(year, month - 1, day + 1), zone),
  };
}
