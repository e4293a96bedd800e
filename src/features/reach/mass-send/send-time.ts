// issue #17 scheduled sends are picked in China time (the operators' and the platform's).
import { CHINA_OFFSET_MS } from '../../../../contract/china-time';
const DAY_MS = 86_400_000;
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** The China date, hour and minute of an instant. */
export function chinaParts(at: Date): { date: string; hour: string; minute: string } {
  const iso = new Date(at.getTime() + CHINA_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), hour: iso.slice(11, 13), minute: iso.slice(14, 16) };
}

/** The instant of a China date and time, as ISO with the +08:00 offset. */
export function chinaTimeIso(date: string, hour: string, minute: string): string {
  return `${date}T${hour}:${minute}:00+08:00`;
}

/** The next `count` China dates from `now`, labelled 11月23日 周一. */
export function nextChinaDates(now: Date, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const shifted = new Date(now.getTime() + CHINA_OFFSET_MS + index * DAY_MS);
    const value = shifted.toISOString().slice(0, 10);
    const label = `${shifted.getUTCMonth() + 1}月${shifted.getUTCDate()}日 周${WEEKDAYS[shifted.getUTCDay()]}`;
    return { value, label };
  });
}
