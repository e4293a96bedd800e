// issue #21 periods of the statistics pages, in the tenant's days (the default tenant zone,
// contract/tenant-zone.ts, as the server's roll-up).
import { MAX_DAYS_BACK, periodProblem } from '../../../../contract/statistics/period';
import { calendarDateInZone } from '../../../../contract/tenant-zone';

export interface Period {
  readonly from: string;
  readonly to: string;
}

export type PresetKey = 'today' | 'yesterday' | 'last7' | 'last30' | 'last90' | 'last180';

/** Today in the statistics' days (the default tenant zone, as the server's roll-up). */
export function statToday(now: number = Date.now()): string {
  return calendarDateInZone(now);
}

export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const PRESET_DAYS: Record<PresetKey, number> = {
  today: 1,
  yesterday: 1,
  last7: 7,
  last30: 30,
  last90: 90,
  last180: MAX_DAYS_BACK,
};

export function presetPeriod(key: PresetKey, today: string): Period {
  if (key === 'yesterday') return { from: shiftDay(today, -1), to: shiftDay(today, -1) };
  return { from: shiftDay(today, -(PRESET_DAYS[key] - 1)), to: today };
}

/** The presets a page with `maxSpanDays` offers (a 30-day page never offers 近90天). */
export function presetsFor(maxSpanDays: number): PresetKey[] {
  return (Object.keys(PRESET_DAYS) as PresetKey[]).filter((key) => PRESET_DAYS[key] <= maxSpanDays);
}

export function presetOf(period: Period, today: string, maxSpanDays: number): PresetKey | null {
  return (
    presetsFor(maxSpanDays).find((key) => {
      const preset = presetPeriod(key, today);
      return preset.from === period.from && preset.to === period.to;
    }) ?? null
  );
}

/** A typed custom range, checked as the server will (null when fine). */
export function customProblem(period: Period, today: string, maxSpanDays: number): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(period.from) || !/^\d{4}-\d{2}-\d{2}$/.test(period.to)) {
    return 'invalid';
  }
  return periodProblem(period.from, period.to, today, maxSpanDays)?.message ?? null;
}

/** Every day of the period (the x labels of a daily chart). */
export function periodDays(period: Period): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = shiftDay(day, 1)) days.push(day);
  return days;
}
