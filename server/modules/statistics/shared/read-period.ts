// issue #21: every statistics read checks its period against the tenant's today (400 naming
// the field, in Chinese) and makes the roll-ups of those days readable first.
import { periodProblem } from '../../../../contract/statistics/period';
import type { Database } from '../../../db/database';
import { BodyValidationError } from '../../../http/http-errors';
import { ensureRollups } from '../rollup/rollup';
import { tenantTimeZone } from '../rollup/rollup-range';
import { calendarDateInZone } from '../../../../contract/tenant-zone';

export interface ReadPeriod {
  readonly from: string;
  readonly to: string;
  readonly today: string;
}

export async function readPeriod(
  db: Database,
  tenantId: string,
  period: { from: string; to: string },
  now: number,
  maxSpanDays?: number,
): Promise<ReadPeriod> {
  const today = calendarDateInZone(now, tenantTimeZone(tenantId));
  const problem = periodProblem(period.from, period.to, today, maxSpanDays);
  if (problem) throw new BodyValidationError(problem.message, problem.field);
  await ensureRollups(db, tenantId, period.from, period.to, now);
  return { ...period, today };
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Days of the range with no row get zeros (a chart needs every day). */
export function fillDays<T extends { day: string }>(
  days: readonly string[],
  rows: readonly T[],
  empty: (day: string) => T,
): T[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => byDay.get(day) ?? empty(day));
}
