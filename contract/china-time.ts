// The one China-time module (issue #34 "Dates"): the product's operators, customers and the
// platform work in China time, Asia/Shanghai, UTC+8 all year. China has kept no daylight
// saving since 1991, so the wall clock is a fixed offset: plain arithmetic, no zone data to
// load (docs/conventions.md "Stack"; the one tenant-zone module, contract/tenant-zone.ts, takes
// its fast path for the default zone from chinaWallParts). Server, contract and console import China time from here only, SQL
// from server/db/china-time-sql.ts; china-time.test.ts refuses a copy anywhere else.

/** China's offset from UTC in milliseconds (UTC+8, no daylight saving). */
const CHINA_OFFSET_MS = 8 * 3_600_000;
/** China's zone name (IANA), for a scheduler, SQL (server/db/china-time-sql.ts) or Intl. */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';
const CHINA_OFFSET_TEXT = '+08:00';
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

const shifted = (at: Date | number) =>
  new Date((typeof at === 'number' ? at : at.getTime()) + CHINA_OFFSET_MS);

export function chinaClock(at: Date): ChinaClock {
  const wall = shifted(at);
  const iso = wall.toISOString();
  const dayStartMs = Math.floor(wall.getTime() / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
  const weekday = wall.getUTCDay();
  return {
    weekday: weekday === 0 ? 7 : weekday,
    time: iso.slice(11, 16),
    date: iso.slice(0, 10),
    dayStart: new Date(dayStartMs),
  };
}

/** The China date (YYYY-MM-DD) of an instant, `plusDays` later. */
export function chinaDateOf(at: Date | number, plusDays = 0): string {
  return new Date(shifted(at).getTime() + plusDays * DAY_MS).toISOString().slice(0, 10);
}

/** Today's calendar date in China, YYYY-MM-DD. */
export function chinaToday(now: number = Date.now()): string {
  return chinaDateOf(now);
}

/**
 * A China wall-clock time as ISO text with its offset: `2024-03-04T10:00:00+08:00`. `time` is
 * HH:mm:ss, or any ISO time part (HH:mm, HH:mm:ss.sss).
 */
export function chinaIsoText(date: string, time = '00:00:00'): string {
  return `${date}T${time}${CHINA_OFFSET_TEXT}`;
}

/** China wall-clock text (`YYYY-MM-DD HH:mm:ss`, or with `T`) as ISO text with its offset. */
export function chinaWallIso(text: string): string {
  return `${text.replace(' ', 'T')}${CHINA_OFFSET_TEXT}`;
}

/** The instant of a China date (YYYY-MM-DD) and wall-clock time (HH:mm:ss, or HH:mm). */
export function chinaInstant(date: string, time = '00:00:00'): Date {
  return new Date(chinaIsoText(date, time));
}

/** The instant a China date (YYYY-MM-DD) begins. */
export function chinaDayStart(date: string): Date {
  return chinaInstant(date);
}

/** The China date `days` after `date`. */
export function addChinaDays(date: string, days: number): string {
  return chinaDateOf(chinaDayStart(date).getTime() + days * DAY_MS);
}

/** An instant as `YYYY-MM-DD HH:mm:ss` in China time. */
export function chinaDateTimeText(at: string | Date | number): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return shifted(instant).toISOString().slice(0, 19).replace('T', ' ');
}

/** The China wall clock of an instant as zero-padded parts (contract/tenant-zone.ts's fast path). */
export function chinaWallParts(at: Date | number) {
  const text = chinaDateTimeText(at);
  return {
    year: text.slice(0, 4),
    month: text.slice(5, 7),
    day: text.slice(8, 10),
    hour: text.slice(11, 13),
    minute: text.slice(14, 16),
    second: text.slice(17, 19),
  };
}

/** The China month's first instant and its number of days. */
export function chinaMonth(at: Date): { start: Date; days: number } {
  const wall = shifted(at);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth();
  const start = new Date(Date.UTC(year, month, 1) - CHINA_OFFSET_MS);
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return { start, days };
}
