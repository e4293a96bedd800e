// issue #17 scheduled sends are picked in China time (the operators' and the platform's).
import { chinaDateOf, chinaDateTimeText, chinaIsoText } from '../../../../contract/china-time';
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** The China date, hour and minute of an instant. */
export function chinaParts(at: Date): { date: string; hour: string; minute: string } {
  const text = chinaDateTimeText(at);
  return { date: text.slice(0, 10), hour: text.slice(11, 13), minute: text.slice(14, 16) };
}

/** The instant of a China date and time, as ISO with China's offset. */
export function chinaTimeIso(date: string, hour: string, minute: string): string {
  return chinaIsoText(date, `${hour}:${minute}:00`);
}

/** The next `count` China dates from `now`, labelled 11月23日 周一. */
export function nextChinaDates(now: Date, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const value = chinaDateOf(now, index);
    const shifted = new Date(`${value}T00:00:00Z`);
    const label = `${shifted.getUTCMonth() + 1}月${shifted.getUTCDate()}日 周${WEEKDAYS[shifted.getUTCDay()]}`;
    return { value, label };
  });
}
