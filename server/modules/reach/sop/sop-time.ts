// issue #18: when a step of a plan is due for a target that joined at `joinedAt`, in China
// time (UTC+8, no daylight saving): "day N at HH:mm" counts calendar days from the joining
// day (day 0), so month and year ends need nothing special; "after X h Y min" counts from the
// join instant; a date step is that date at HH:mm. A time inside the do-not-disturb window
// moves to the window's end (docs/domain.md §2 [KJ] no_send_time; issue #18: 22:00–08:00 default).
import type { SopStep, SopTimeType } from '../../../../contract/reach/sop';
import { chinaClock, chinaDayStart } from '../../../../contract/china-time';
import { clockInWindow, minutesOfClock as minutesOf } from '../../../../contract/time-window';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface DndWindow {
  readonly enabled: boolean;
  readonly start: string;
  readonly end: string;
}

/** True when the China time of day `minute` (0–1439) lies in [start, end), across midnight too. */
export function inDnd(minute: number, dnd: DndWindow): boolean {
  return dnd.enabled && clockInWindow(minute, dnd);
}

/** Moves an instant inside the window to the window's end (the next one, China time). */
export function afterDnd(at: Date, dnd: DndWindow): Date {
  const clock = chinaClock(at);
  const minute = minutesOf(clock.time);
  if (!inDnd(minute, dnd)) return at;
  const end = minutesOf(dnd.end);
  // The end is later today when we are before it (after midnight), else tomorrow.
  const dayStart = clock.dayStart.getTime();
  const endToday = dayStart + end * MINUTE_MS;
  return new Date(minute < end ? endToday : endToday + DAY_MS);
}

/** The instant a step falls due for a target that joined at `joinedAt` (before the DND rule). */
export function rawDueAt(type: SopTimeType, step: SopStep, joinedAt: Date): Date {
  if (type === 'after') {
    return new Date(joinedAt.getTime() + (step.hours * 60 + step.minutes) * MINUTE_MS);
  }
  const time = minutesOf(step.time) * MINUTE_MS;
  if (type === 'date') return new Date(chinaDayStart(step.date).getTime() + time);
  const joinDay = chinaClock(joinedAt).dayStart.getTime();
  const due = new Date(joinDay + step.day * DAY_MS + time);
  // "Day 0 at 09:00" for a customer who joined at 15:00 is due at once, not yesterday.
  return due < joinedAt ? joinedAt : due;
}

export function stepDueAt(type: SopTimeType, step: SopStep, joinedAt: Date, dnd: DndWindow): Date {
  return afterDnd(rawDueAt(type, step, joinedAt), dnd);
}
