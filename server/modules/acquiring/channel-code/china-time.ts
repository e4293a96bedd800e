// Schedules, daily caps and statistics count in China time (UTC+8, no daylight saving), the
// time the operators and the platform work in, whatever the server's own time zone.
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

export interface ChinaClock {
  /** 1 Monday … 7 Sunday. */
  readonly weekday: number;
  /** HH:mm */
  readonly time: string;
  /** YYYY-MM-DD */
  readonly date: string;
  /** The instant today began in China. */
  readonly dayStart: Date;
}

export function chinaClock(at: Date): ChinaClock {
  const shifted = new Date(at.getTime() + OFFSET_MS);
  const iso = shifted.toISOString();
  const dayStartMs = Math.floor(shifted.getTime() / DAY_MS) * DAY_MS - OFFSET_MS;
  const weekday = shifted.getUTCDay();
  return {
    weekday: weekday === 0 ? 7 : weekday,
    time: iso.slice(11, 16),
    date: iso.slice(0, 10),
    dayStart: new Date(dayStartMs),
  };
}

/** The instant a China date (YYYY-MM-DD) begins. */
export function chinaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}

/** The China date `days` after `date`. */
export function addChinaDays(date: string, days: number): string {
  return new Date(chinaDayStart(date).getTime() + days * DAY_MS + OFFSET_MS)
    .toISOString()
    .slice(0, 10);
}
