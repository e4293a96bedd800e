// The one time-of-day window of the product (issue #37: overnight windows such as 18:00–09:00):
// auto-tag's 添加时间, welcome periods, channel-code schedules and auto-accept, shunt-code active
// hours and SOP do-not-disturb all decide "is this moment inside [start, end)" here, in China
// time (contract/china-time.ts). docs/time-windows.md explains the rules:
// - start < end: the same day, start included, end excluded;
// - start > end: overnight, from start to midnight and on from midnight to end;
// - start = end: an empty window (a form refuses it; a stored one never matches);
// - an end of 23:59 runs to midnight: HH:mm cannot say 24:00, so 00:00–23:59 is the whole day
//   (a scan at 23:59:30 on an all-day 排班 found no one on duty before).
// With weekdays, an overnight window belongs to the day it starts: Friday 18:00–09:00 covers
// Saturday 02:00, and Sunday's 02:00 only if Saturday is chosen.
import { chinaClock } from './china-time';

/** HH:mm, 00:00–23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface TimeWindow {
  readonly start: string;
  readonly end: string;
}

/** Minutes after midnight of an HH:mm. */
export function minutesOfClock(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** True when start > end: the window runs across midnight. */
export function isOvernight(window: TimeWindow): boolean {
  return minutesOfClock(window.start) > minutesOfClock(window.end);
}

const LAST_MINUTE = '23:59';
const MIDNIGHT = 24 * 60;

/** Where a time of day (HH:mm or minutes) falls: outside, the start's day, or after midnight. */
function placeInWindow(minute: number, window: TimeWindow): 'out' | 'same-day' | 'next-day' {
  const start = minutesOfClock(window.start);
  const end = window.end === LAST_MINUTE ? MIDNIGHT : minutesOfClock(window.end);
  if (window.start === window.end) return 'out';
  if (start < end) return minute >= start && minute < end ? 'same-day' : 'out';
  if (minute >= start) return 'same-day';
  return minute < end ? 'next-day' : 'out';
}

/** A time of day (HH:mm, or minutes after midnight) inside the window, overnight too. */
export function clockInWindow(clock: string | number, window: TimeWindow): boolean {
  const minute = typeof clock === 'number' ? clock : minutesOfClock(clock);
  return placeInWindow(minute, window) !== 'out';
}

/**
 * An instant inside the window in China time; with `weekdays` (1 Monday … 7 Sunday) the day
 * the window started must be one of them (the day before, after midnight of an overnight one).
 */
export function instantInWindow(
  at: Date,
  window: TimeWindow & { readonly weekdays?: readonly number[] },
): boolean {
  const clock = chinaClock(at);
  const place = placeInWindow(minutesOfClock(clock.time), window);
  if (place === 'out') return false;
  if (!window.weekdays) return true;
  const startDay =
    place === 'same-day' ? clock.weekday : clock.weekday === 1 ? 7 : clock.weekday - 1;
  return window.weekdays.includes(startDay);
}

/** The form's rule for a window's two ends: they may not be equal (start > end is overnight). */
export function windowEndsDiffer(window: TimeWindow): boolean {
  return window.start !== window.end;
}
