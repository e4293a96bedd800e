// issue #37: one time-of-day window for the whole product, overnight windows included
// (contract/time-window.ts, docs/time-windows.md).
import { describe, expect, it } from 'vitest';
import { autoTagConfig } from './customer/auto-tag';
import { welcomePeriodSchema } from './acquiring/welcome';
import { shuntCodeForm } from './acquiring/shunt-code';
import { channelCodeFormSchema } from './acquiring/channel-code';
import { clockInWindow, instantInWindow, isOvernight } from './time-window';

// 2026-11-27 is a Friday; times are China time (UTC+8).
const at = (text: string) => new Date(`${text}+08:00`);
const NIGHT = { start: '18:00', end: '09:00' };

describe('time windows (issue #37)', () => {
  it('a same-day window holds its start and not its end', () => {
    const day = { start: '09:00', end: '18:00' };
    expect(clockInWindow('09:00', day)).toBe(true);
    expect(clockInWindow('17:59', day)).toBe(true);
    expect(clockInWindow('18:00', day)).toBe(false);
    expect(clockInWindow('08:59', day)).toBe(false);
  });

  it('an end of 23:59 holds the last minute too: 00:00–23:59 is the whole day, with no gap before midnight', () => {
    const wholeDay = { start: '00:00', end: '23:59', weekdays: [5] };
    expect(clockInWindow('23:59', wholeDay)).toBe(true);
    expect(instantInWindow(at('2026-11-27T23:59:30'), wholeDay)).toBe(true);
    expect(instantInWindow(at('2026-11-28T00:00:00'), wholeDay)).toBe(false);
    expect(clockInWindow('23:59', { start: '22:00', end: '23:59' })).toBe(true);
  });

  it('an overnight window 18:00–09:00 holds the evening and the early morning, not the day', () => {
    expect(isOvernight(NIGHT)).toBe(true);
    for (const inside of ['18:00', '23:59', '00:00', '02:30', '08:59'])
      expect(clockInWindow(inside, NIGHT), inside).toBe(true);
    for (const outside of ['09:00', '12:00', '17:59'])
      expect(clockInWindow(outside, NIGHT), outside).toBe(false);
  });

  it('an overnight window belongs to the weekday it starts on', () => {
    const fridayNight = { ...NIGHT, weekdays: [5] };
    expect(instantInWindow(at('2026-11-27T23:00:00'), fridayNight)).toBe(true);
    // Saturday 02:00 is still Friday's night.
    expect(instantInWindow(at('2026-11-28T02:00:00'), fridayNight)).toBe(true);
    // Friday 02:00 belongs to Thursday's night.
    expect(instantInWindow(at('2026-11-27T02:00:00'), fridayNight)).toBe(false);
    // Monday 02:00 belongs to Sunday (7).
    expect(instantInWindow(at('2026-11-30T02:00:00'), { ...NIGHT, weekdays: [7] })).toBe(true);
  });

  it('an empty window (start = end) holds nothing', () => {
    expect(clockInWindow('09:00', { start: '09:00', end: '09:00' })).toBe(false);
  });

  it('every form with a time window accepts start > end as overnight and refuses start = end', () => {
    const tagRule = (start: string, end: string) =>
      autoTagConfig.safeParse({ type: 'time', start, end, weekdays: [1] });
    expect(tagRule('18:00', '09:00').success).toBe(true);
    expect(tagRule('09:00', '09:00').error?.issues[0]?.path).toEqual(['end']);

    const period = (start_time: string, end_time: string) =>
      welcomePeriodSchema.safeParse({
        weekdays: [1],
        start_time,
        end_time,
        message: { text: '晚上好', attachments: [] },
      });
    expect(period('22:00', '06:00').success).toBe(true);
    expect(period('22:00', '22:00').success).toBe(false);

    const shunt = (active_start: string, active_end: string) =>
      shuntCodeForm.safeParse({
        name: '分流码',
        targets: [{ kind: 'employee', ref_id: 1, weight: 1 }],
        active_hours_enable: true,
        active_start,
        active_end,
      });
    expect(shunt('20:00', '08:00').error?.issues.map((issue) => issue.path[0]) ?? []).not.toContain(
      'active_end',
    );
    expect(shunt('20:00', '20:00').error?.issues.map((issue) => issue.path[0])).toContain(
      'active_end',
    );

    const accept = (auto_accept_start: string, auto_accept_end: string) =>
      channelCodeFormSchema.safeParse({
        name: '门店码',
        group_id: 1,
        employee_ids: [3],
        auto_accept_all_day: false,
        auto_accept_start,
        auto_accept_end,
      });
    expect(accept('18:00', '09:00').success).toBe(true);
    expect(accept('18:00', '18:00').success).toBe(false);
  });
});
