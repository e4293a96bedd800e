// issue #20 /operation-plan 日历: calendar arithmetic on China calendar days (Asia/Shanghai,
// UTC+8 all year: the tenant's day boundaries the server uses too). Dates are YYYY-MM-DD.
import { chinaDateTimeText, chinaIsoText } from '../../../../../contract/china-time';
const DAY_MS = 86_400_000;
export const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'] as const;

/** The China calendar date of an instant. */
export const chinaDateOf = (instant: Date | string | number) =>
  chinaDateTimeText(instant).slice(0, 10);
/** The China wall-clock HH:mm of an instant. */
export const chinaTimeOf = (instant: Date | string | number) =>
  chinaDateTimeText(instant).slice(11, 16);
/** The instant of a China date and HH:mm, as ISO with its offset. */
export const chinaIso = (date: string, time: string) => chinaIsoText(date, `${time}:00`);
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** 0 = Monday … 6 = Sunday (weeks start on Monday in China). */
export const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
export const weekdayName = (date: string) => `周${WEEKDAYS[weekdayIndex(date)]}`;
/** What a screen reader hears around a day's visible number: 2026年11月 | 28 | 日 周六. */
export const dayNameBefore = (date: string) => `${date.slice(0, 4)}年${Number(date.slice(5, 7))}月`;
export const dayNameAfter = (date: string) => `日 ${weekdayName(date)}`;

/** The Monday of the date's week. */
export const weekStart = (date: string) => addDays(date, -weekdayIndex(date));

/** The seven days of the week holding `date`. */
export const weekDays = (date: string) =>
  Array.from({ length: 7 }, (_, index) => addDays(weekStart(date), index));

/** The month view: whole weeks (Monday first) covering the month of `date` (35 or 42 days). */
export function monthDays(date: string): string[] {
  const first = `${date.slice(0, 7)}-01`;
  const start = weekStart(first);
  const nextMonth = addDays(first, 32).slice(0, 7);
  const days: string[] = [];
  for (let day = start; days.length % 7 !== 0 || day.slice(0, 7) < nextMonth;) {
    days.push(day);
    day = addDays(day, 1);
    if (days.length > 42) break;
  }
  return days;
}

/** Moves the anchor by one page: a month (kept within the month) or a week. */
export function shiftAnchor(date: string, mode: 'month' | 'week', step: 1 | -1): string {
  if (mode === 'week') return addDays(date, 7 * step);
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + step;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The new instant of an entry dropped on a day (month view: its time of day is kept) or on a
 * day's hour (week view: its minutes are kept).
 */
export function dropTarget(at: string, date: string, hour?: number): string {
  const time = chinaTimeOf(at);
  const clock = hour === undefined ? time : `${String(hour).padStart(2, '0')}:${time.slice(3)}`;
  return chinaIso(date, clock);
}

/** Today's China date (read from the clock: call it from state initialisers or handlers). */
export const chinaToday = () => chinaDateOf(Date.now());
/** Whether an instant is not in the future any more. */
export const isPast = (iso: string) => Date.parse(iso) <= Date.now();
