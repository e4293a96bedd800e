// issue #9 / docs/domain.md §1: who a scan of a channel code goes to. Schedule first (the rows whose
// weekday and time window hold now, else the plain employee list), then the daily cap (an
// employee at their cap is off for the rest of the day), then the backup employees. Among
// the candidates the one with the fewest adds today takes it, ties by list order.
import type { ChannelCodeForm } from '../../../../contract/acquiring/channel-code';
import { DEFAULT_DAILY_LIMIT } from '../../../../contract/acquiring/channel-code';
import { instantInWindow } from '../../../../contract/time-window';

export type RouteReason = 'schedule' | 'staff' | 'backup';

export interface RouteDecision {
  readonly employeeId: number;
  readonly reason: RouteReason;
}

export type RoutingConfig = Pick<
  ChannelCodeForm,
  | 'employee_ids'
  | 'schedule_enable'
  | 'schedules'
  | 'daily_limit_enable'
  | 'daily_limits'
  | 'backup_employee_ids'
>;

/** The employees on duty at `at` (before caps), in configured order, without repeats. */
export function onDutyEmployees(config: RoutingConfig, at: Date): number[] {
  if (!config.schedule_enable) return [...new Set(config.employee_ids)];
  const ids = config.schedules
    .filter((row) =>
      instantInWindow(at, { start: row.start_time, end: row.end_time, weekdays: row.weekdays }),
    )
    .flatMap((row) => row.employee_ids);
  return [...new Set(ids)];
}

export function dailyLimitOf(config: RoutingConfig, employeeId: number): number {
  return (
    config.daily_limits.find((row) => row.employee_id === employeeId)?.limit ?? DEFAULT_DAILY_LIMIT
  );
}

function fewestAdds(candidates: readonly number[], addsToday: ReadonlyMap<number, number>) {
  let best: number | undefined;
  for (const id of candidates) {
    if (best === undefined || (addsToday.get(id) ?? 0) < (addsToday.get(best) ?? 0)) best = id;
  }
  return best;
}

/**
 * Decides the employee for a scan at `at`. `addsToday` counts today's adds through this code
 * per employee; `active` holds the employees still at the company (others are skipped).
 * Undefined when nobody can take the customer.
 */
export function routeScan(
  config: RoutingConfig,
  at: Date,
  addsToday: ReadonlyMap<number, number>,
  active: ReadonlySet<number>,
): RouteDecision | undefined {
  const underCap = (id: number) =>
    !config.daily_limit_enable || (addsToday.get(id) ?? 0) < dailyLimitOf(config, id);
  const onDuty = onDutyEmployees(config, at).filter((id) => active.has(id) && underCap(id));
  const chosen = fewestAdds(onDuty, addsToday);
  if (chosen !== undefined) {
    return { employeeId: chosen, reason: config.schedule_enable ? 'schedule' : 'staff' };
  }
  // Backups take what the schedule and the caps leave; they have no cap of their own.
  const backups = [...new Set(config.backup_employee_ids)].filter((id) => active.has(id));
  const backup = fewestAdds(backups, addsToday);
  return backup === undefined ? undefined : { employeeId: backup, reason: 'backup' };
}
