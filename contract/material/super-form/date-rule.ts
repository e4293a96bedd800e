// spec §5: "A date string must match year-month-day hour:minute:second and be a real date."
// Form times are China time (UTC+8): the product's operators and customers are in China.
import { chinaDateTimeText, chinaInstant } from '../../china-time';

const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function parts(value: string): number[] | undefined {
  const match = DATE_TIME_PATTERN.exec(value);
  return match ? match.slice(1).map(Number) : undefined;
}

/** True for `YYYY-MM-DD HH:mm:ss` naming a real moment (2023-02-30 and 24:00:00 are not). */
export function isRealDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const found = parts(value);
  if (!found) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = found;
  if (year < 1900 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) {
    return false;
  }
  // Day 0 of the next month is the last day of this one (leap years included).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= daysInMonth;
}

/** `YYYY-MM-DD HH:mm:ss` in China time → epoch milliseconds (undefined when not real). */
export function chinaDateTimeToMs(value: string): number | undefined {
  if (!isRealDateTime(value)) return undefined;
  return chinaInstant(value.slice(0, 10), value.slice(11)).getTime();
}

/** Epoch milliseconds → `YYYY-MM-DD HH:mm:ss` in China time. */
export function msToChinaDateTime(ms: number): string {
  return chinaDateTimeText(ms);
}

/** A birthday answer is a real date at midnight; the date part is what people read. */
export function birthdayFromDateTime(value: string): string {
  return value.slice(0, 10);
}

/** `<input type="datetime-local" step="1">` (2024-05-01T10:00 or …T10:00:05) → the §5 format. */
export function fromDateTimeLocal(value: string): string {
  if (value === '') return '';
  const [day = '', time = ''] = value.split('T');
  const [hour = '00', minute = '00', second = '00'] = time.split(':');
  return `${day} ${hour}:${minute}:${second.slice(0, 2)}`;
}

/** The §5 format → the value of a datetime-local input. */
export function toDateTimeLocal(value: string): string {
  return value.replace(' ', 'T');
}
