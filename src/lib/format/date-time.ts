import dayjs from 'dayjs';

// spec §5: a date string must match year-month-day hour:minute:second and be a real date.
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

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

/** Formats a date, timestamp (ms) or parseable string as YYYY-MM-DD HH:mm:ss; '-' if invalid. */
export function formatDateTime(value: Date | number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DATE_TIME_FORMAT) : '-';
}
