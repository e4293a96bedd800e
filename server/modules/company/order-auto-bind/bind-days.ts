// Calendar days of the console are China days (UTC+8), as every other list filter reads them.
import { chinaDateOf, chinaDayStart } from '../../../../contract/china-time';
const DAY_MS = 86_400_000;

/** The start of day `date` (YYYY-MM-DD, China time), moved by `plusDays`. */
export function dayStart(date: string, plusDays = 0): Date {
  return new Date(chinaDayStart(date).getTime() + plusDays * DAY_MS);
}

/** The China calendar day of an instant. */
export function chinaDay(at: Date): string {
  return chinaDateOf(at);
}
