import { zonedParts } from './time-zone';

// spec §5: a date string must match year-month-day hour:minute:second and be a real date.
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
// A wall-clock time without a zone (the server's China-time strings): already tenant time.
const NAIVE_PATTERN = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2}))?)?$/;

export function isValidDateTime(value: string): boolean {
  const match = DATE_TIME_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return false;
  // Day 0 of the next month is the last day of this one (leap years included).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= daysInMonth;
}

/**
 * issue #13 "One time rule": the one formatter for every timestamp. An instant (Date, epoch ms,
 * ISO string with Z or an offset) is shown in the tenant's time zone (Asia/Shanghai unless the
 * tenant set another), whatever the browser's zone; a zone-less wall-clock string is already
 * tenant time and is only normalised. YYYY-MM-DD HH:mm:ss; '-' when empty or invalid.
 */
export function formatDateTime(value: Date | number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') {
    const naive = NAIVE_PATTERN.exec(value.trim());
    if (naive) {
      const text = `${naive[1]} ${naive[2] ?? '00:00'}:${naive[3] ?? '00'}`;
      return isValidDateTime(text) ? text : '-';
    }
  }
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '-';
  const p = zonedParts(instant);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
