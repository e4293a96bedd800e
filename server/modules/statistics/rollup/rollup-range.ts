// issue #21: calendar days of the statistics pages are the tenant's days (its time zone), and
// the roll-up works on a contiguous range of them.
// The zone's calendar date of an instant: calendarDateInZone (contract/tenant-zone.ts).
import { DEFAULT_TENANT_TIME_ZONE } from '../../../../contract/tenant-zone';

export interface RollupRange {
  readonly tenantId: string;
  /** YYYY-MM-DD, inclusive. */
  readonly from: string;
  readonly to: string;
  readonly timeZone: string;
}

/**
 * The tenant's time zone (one place to change when tenants carry their own): docs/domain.md §6,
 * tenants are in mainland China unless configured (no tenant column yet).
 */
export function tenantTimeZone(_tenantId: string): string {
  return DEFAULT_TENANT_TIME_ZONE;
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every day of [from, to]. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
