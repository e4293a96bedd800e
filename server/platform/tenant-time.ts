// issue #13 "One time rule": a tenant's days begin at midnight in the tenant's time zone
// (a tenant setting, Asia/Shanghai by default), whatever the server's own zone. Statistics use
// these bounds for "today", "yesterday" and daily buckets; the console's formatter
// (src/lib/format/time-zone.ts) shows timestamps in the same zone.
import { CHINA_TIME_ZONE } from '../../contract/china-time';
export const DEFAULT_TENANT_TIME_ZONE = CHINA_TIME_ZONE;

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

function wallClock(instant: Date, zone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at that instant (ms; DST aware). */
export function zoneOffsetMs(instant: Date, zone = DEFAULT_TENANT_TIME_ZONE): number {
  const p = wallClock(instant, zone);
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The tenant's calendar date (YYYY-MM-DD) of an instant. */
export function tenantCalendarDate(instant: Date, zone = DEFAULT_TENANT_TIME_ZONE): string {
  const p = wallClock(instant, zone);
  const pad = (value: number | undefined) => String(value ?? 0).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** [start, end) of a tenant calendar day, as instants. */
export function tenantDayBounds(
  date: string,
  zone = DEFAULT_TENANT_TIME_ZONE,
): { start: Date; end: Date } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const startGuess = Date.UTC(year, month - 1, day);
  const endGuess = Date.UTC(year, month - 1, day + 1);
  const start = startGuess - zoneOffsetMs(new Date(startGuess), zone);
  const end = endGuess - zoneOffsetMs(new Date(endGuess), zone);
  return { start: new Date(start), end: new Date(end) };
}
