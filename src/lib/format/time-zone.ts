// issue #13 "One time rule": every timestamp of the console is shown in the tenant's time zone
// (a tenant setting, Asia/Shanghai by default), never in the browser's. Intl does the zone
// arithmetic, so no time-zone library is loaded.
import { CHINA_TIME_ZONE, chinaWallParts } from '../../../contract/china-time';
export const DEFAULT_TIME_ZONE = CHINA_TIME_ZONE;

let tenantTimeZone = DEFAULT_TIME_ZONE;

/** Set from the signed-in tenant's profile; an unknown zone keeps the default. */
export function setTenantTimeZone(zone: string | null | undefined): void {
  // issue #23: called on every render of the shell; building a formatter to check the zone
  // costs milliseconds on a phone, so a zone already in use is not checked again.
  if (!zone || zone === tenantTimeZone) return;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    tenantTimeZone = zone;
  } catch {
    tenantTimeZone = DEFAULT_TIME_ZONE;
  }
}

export function getTenantTimeZone(): string {
  return tenantTimeZone;
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
// and no load of ICU's zone data (60–120 ms at a phone's speed, 460 ms under load).
const SHANGHAI_FIXED_FROM = Date.UTC(1992, 0, 1);

function fixedOffsetParts(instant: Date, zone: string): ZonedParts | null {
  const time = instant.getTime();
  if (zone !== DEFAULT_TIME_ZONE || !(time >= SHANGHAI_FIXED_FROM)) return null;
  return chinaWallParts(time);
}

/**
 * issue #23: the first formatter with a time zone loads ICU's zone data (60–120 ms at a phone's
 * speed). Built in a quiet moment of the start-up (while /config.json is on the way), not in
 * the first render that shows a date; not at all for the default zone (fixedOffsetParts).
 */
export function prepareZoneFormatter(): void {
  if (tenantTimeZone !== DEFAULT_TIME_ZONE) formatterFor(tenantTimeZone);
}

export interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The wall-clock fields of an instant in a zone (the tenant's by default). */
export function zonedParts(instant: Date, zone = tenantTimeZone): ZonedParts {
  const fixed = fixedOffsetParts(instant, zone);
  if (fixed) return fixed;
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** YYYY-MM-DD of an instant in the tenant's zone: "today" for filters and quick ranges. */
export function calendarDateInZone(instant: Date = new Date(), zone = tenantTimeZone): string {
  const { year, month, day } = zonedParts(instant, zone);
  return `${year}-${month}-${day}`;
}
