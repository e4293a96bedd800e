import { calendarDateInZone } from '../../lib/format/time-zone';

// Calendar dates travel as YYYY-MM-DD strings (the server reads them as whole days in the
// tenant's zone). The calendar works on local Date objects at noon, so no zone shift can move
// a picked day.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseCalendarDate(value: string): Date | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  return date.getDate() === Number(match[3]) ? date : undefined;
}

export function toCalendarDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(value: string, days: number): string {
  const date = parseCalendarDate(value);
  if (!date) return value;
  date.setDate(date.getDate() + days);
  return toCalendarDate(date);
}

export type QuickRangeKey = 'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth';

export const QUICK_RANGES: readonly QuickRangeKey[] = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisMonth',
];

/** issue #13 quick ranges 今天/昨天/近7天/近30天/本月, "today" being the tenant's today. */
export function quickRange(
  key: QuickRangeKey,
  today: string = calendarDateInZone(),
): { from: string; to: string } {
  switch (key) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}
