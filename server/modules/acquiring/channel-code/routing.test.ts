import { describe, expect, it } from 'vitest';
import type { RoutingConfig } from './routing';
import { onDutyEmployees, routeScan } from './routing';

// 2025-03-03 is a Monday; times are China time (UTC+8).
const MONDAY_10 = new Date('2025-03-03T10:00:00+08:00');
const MONDAY_20 = new Date('2025-03-03T20:00:00+08:00');
const SATURDAY_11 = new Date('2025-03-08T11:00:00+08:00');

const base: RoutingConfig = {
  employee_ids: [1, 2],
  schedule_enable: false,
  schedules: [],
  daily_limit_enable: false,
  daily_limits: [],
  backup_employee_ids: [],
};

const scheduled: RoutingConfig = {
  ...base,
  schedule_enable: true,
  schedules: [
    { weekdays: [1, 2, 3, 4, 5], start_time: '09:00', end_time: '18:00', employee_ids: [1, 2] },
    { weekdays: [6, 7], start_time: '10:00', end_time: '20:00', employee_ids: [3] },
  ],
  backup_employee_ids: [9],
};

const everyone = new Set([1, 2, 3, 9]);
const none = new Map<number, number>();

describe('channel-code routing (issue #9: schedule → cap → backup)', () => {
  it('routes by the schedule row whose weekday and time window hold now', () => {
    expect(onDutyEmployees(scheduled, MONDAY_10)).toEqual([1, 2]);
    expect(onDutyEmployees(scheduled, SATURDAY_11)).toEqual([3]);
    expect(routeScan(scheduled, SATURDAY_11, none, everyone)).toEqual({
      employeeId: 3,
      reason: 'schedule',
    });
  });

  it('sends a scan outside every schedule window to the backup employees', () => {
    expect(onDutyEmployees(scheduled, MONDAY_20)).toEqual([]);
    expect(routeScan(scheduled, MONDAY_20, none, everyone)).toEqual({
      employeeId: 9,
      reason: 'backup',
    });
  });

  it('balances among employees on duty: the one with the fewest adds today takes it', () => {
    const adds = new Map([
      [1, 3],
      [2, 1],
    ]);
    expect(routeScan(base, MONDAY_10, adds, everyone)).toEqual({ employeeId: 2, reason: 'staff' });
    expect(routeScan(base, MONDAY_10, none, everyone)).toEqual({ employeeId: 1, reason: 'staff' });
  });

  it('takes an employee at the daily cap off duty for the day, then falls back to backups', () => {
    const capped: RoutingConfig = {
      ...base,
      daily_limit_enable: true,
      daily_limits: [
        { employee_id: 1, limit: 2 },
        { employee_id: 2, limit: 1 },
      ],
      backup_employee_ids: [9],
    };
    expect(routeScan(capped, MONDAY_10, new Map([[1, 2]]), everyone)).toEqual({
      employeeId: 2,
      reason: 'staff',
    });
    const bothFull = new Map([
      [1, 2],
      [2, 1],
    ]);
    expect(routeScan(capped, MONDAY_10, bothFull, everyone)).toEqual({
      employeeId: 9,
      reason: 'backup',
    });
  });

  it('ignores caps when the daily cap is off', () => {
    expect(
      routeScan(
        base,
        MONDAY_10,
        new Map([
          [1, 10_000],
          [2, 10_001],
        ]),
        everyone,
      )?.employeeId,
    ).toBe(1);
  });

  it('skips employees who left and answers nothing when nobody can take the customer', () => {
    expect(routeScan(base, MONDAY_10, none, new Set([2]))).toEqual({
      employeeId: 2,
      reason: 'staff',
    });
    expect(routeScan(scheduled, MONDAY_20, none, new Set([1, 2, 3]))).toBeUndefined();
  });
});
