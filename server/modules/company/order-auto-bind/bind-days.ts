// Calendar days of the console are China days (UTC+8), as every other list filter reads them.
import { chinaDateOf } from '../../../../contract/china-time';
const DAY_MS = 86_400_000;

/** The start of day `date` (YYYY-MM-DD, +08:00), moved by `plusDays`. */
export function dayStart(date: string, plusDays = 0): Date {
  return new Date(new Date(`${date}T00:00:00+08:00`).getTime() + plusDays * DAY_MS);
}

/** The China calendar day of an instant. */
export function chinaDay(at: Date): string {
  return chinaDateOf(at);
}
