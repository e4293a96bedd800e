// issue #37: every time window the product decides on holds an overnight window such as
// 18:00–09:00 (contract/time-window.ts): auto-tag's 添加时段, welcome periods, channel-code and
// lock-code schedules, channel-code auto-accept, shunt-code active hours.
import { describe, expect, it } from 'vitest';
import type { ChannelCodeForm } from '../../contract/acquiring/channel-code';
import type { AutoTagConfig } from '../../contract/customer/auto-tag';
import type { LockCodeForm } from '../../contract/acquiring/lock-code';
import type { ShuntCodeForm } from '../../contract/acquiring/shunt-code';
import type { WelcomeForm } from '../../contract/acquiring/welcome';
import { matchRule } from './customer/auto-tag/auto-tag-engine';
import { matchingPeriod } from './acquiring/welcome/welcome-choice';
import { onDutyEmployees } from './acquiring/channel-code/routing';
import { acceptsAutomatically } from './acquiring/channel-code/scan-flow';
import { lockOnDuty } from './acquiring/lock-code/lock-scan';
import { pickShuntTarget } from './acquiring/shunt-code/shunt-pick';

// 2026-11-27 is a Friday; times are China time (UTC+8).
const at = (text: string) => new Date(`${text}+08:00`);
const FRIDAY_23 = at('2026-11-27T23:00:00');
const SATURDAY_02 = at('2026-11-28T02:00:00');
const SATURDAY_12 = at('2026-11-28T12:00:00');
const added = (when: Date) =>
  ({
    kind: 'added',
    customerId: 1,
    employeeId: 1,
    channelCodeId: null,
    eventKey: 'e',
    at: when,
  }) as const;

describe('overnight time windows (issue #37)', () => {
  it('an auto-tag rule for 18:00–09:00 on Friday tags adds on Friday night and Saturday 02:00, not Saturday noon', () => {
    const rule: AutoTagConfig = { type: 'time', start: '18:00', end: '09:00', weekdays: [5] };
    expect(matchRule(rule, added(FRIDAY_23))).not.toBeNull();
    expect(matchRule(rule, added(SATURDAY_02))).not.toBeNull();
    expect(matchRule(rule, added(SATURDAY_12))).toBeNull();
  });

  it('a welcome period 22:00–06:00 chooses its message after midnight', () => {
    const config = {
      periods_enable: true,
      periods: [
        {
          weekdays: [5],
          start_time: '22:00',
          end_time: '06:00',
          message: { text: '夜间欢迎语', attachments: [] },
        },
      ],
    } as unknown as WelcomeForm;
    expect(matchingPeriod(config, SATURDAY_02)?.period.message.text).toBe('夜间欢迎语');
    expect(matchingPeriod(config, SATURDAY_12)).toBeNull();
  });

  it('a night shift 20:00–08:00 on a channel code and a lock code is on duty at 02:00', () => {
    const schedules = [
      { weekdays: [5], start_time: '20:00', end_time: '08:00', employee_ids: [9] },
    ];
    const channel = {
      schedule_enable: true,
      schedules,
      employee_ids: [],
    } as unknown as ChannelCodeForm;
    expect(onDutyEmployees(channel, SATURDAY_02)).toEqual([9]);
    expect(onDutyEmployees(channel, SATURDAY_12)).toEqual([]);
    const lock = { schedule_enable: true, schedules, employee_ids: [] } as unknown as LockCodeForm;
    expect(lockOnDuty(lock, SATURDAY_02)).toEqual([9]);
  });

  it('auto-accept 18:00–09:00 accepts a request at 02:00 and not at noon', () => {
    const config = {
      auto_accept: true,
      auto_accept_all_day: false,
      auto_accept_start: '18:00',
      auto_accept_end: '09:00',
    } as unknown as ChannelCodeForm;
    expect(acceptsAutomatically(config, SATURDAY_02)).toBe(true);
    expect(acceptsAutomatically(config, SATURDAY_12)).toBe(false);
  });

  it('a shunt code active 20:00–08:00 shows its targets at 02:00 and the fallback at noon', () => {
    const target = { kind: 'employee', ref_id: 1, weight: 1, daily_cap: null, total_cap: null };
    const fallback = { kind: 'employee', ref_id: 2 };
    const config = {
      rule: 'sequential',
      targets: [target],
      fallback,
      active_hours_enable: true,
      active_start: '20:00',
      active_end: '08:00',
    } as unknown as ShuntCodeForm;
    const counts = { today: new Map(), total: new Map() };
    expect(pickShuntTarget(config, counts, 0, () => 0, '02:00')?.fallback).toBe(false);
    expect(pickShuntTarget(config, counts, 0, () => 0, '12:00')?.fallback).toBe(true);
  });
});
