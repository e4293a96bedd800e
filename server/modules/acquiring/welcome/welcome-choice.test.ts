import { describe, expect, it } from 'vitest';
import type { WelcomeForm } from '../../../../contract/acquiring/welcome';
import { chooseWelcome } from './welcome-choice';
import type { CodeWelcome, StoredWelcome, WelcomeInputs } from './welcome-choice';

const text = (value: string) => ({ text: value, attachments: [] });
const welcome = (
  id: number,
  message: string,
  periods: WelcomeForm['periods'] = [],
): StoredWelcome => ({
  id,
  config: {
    is_default: false,
    employee_ids: [],
    department_ids: [],
    message: text(message),
    periods_enable: periods.length > 0,
    periods,
  },
});
const code = (welcomeType: 1 | 2 | 3): CodeWelcome => ({
  id: 7,
  name: '门店活码',
  welcomeType,
  message: text('活码欢迎语'),
});
// 2026-11-23 is a Monday; times are China time (UTC+8).
const MONDAY_10 = new Date('2026-11-23T10:00:00+08:00');
const MONDAY_20 = new Date('2026-11-23T20:00:00+08:00');
const SATURDAY_10 = new Date('2026-11-28T10:00:00+08:00');
const evening = {
  weekdays: [1, 2, 3, 4, 5],
  start_time: '18:00',
  end_time: '23:00',
  message: text('下班时段欢迎语'),
};
const base: WelcomeInputs = {
  at: MONDAY_10,
  nickname: '小王',
  blockWords: ['广告'],
  code: null,
  employeeWelcome: welcome(2, '员工欢迎语', [evening]),
  defaultWelcome: welcome(1, '默认欢迎语', [
    { weekdays: [6, 7], start_time: '09:00', end_time: '18:00', message: text('周末默认') },
  ]),
};
const sent = (inputs: WelcomeInputs) => {
  const choice = chooseWelcome(inputs);
  if (!choice.send) throw new Error(`not sent: ${choice.reason}`);
  return choice;
};

describe('welcome priority (issue #16: code > employee > default)', () => {
  it("a code's own welcome wins over the employee's and the default", () => {
    const choice = sent({ ...base, code: code(1) });
    expect([choice.source, choice.reason, choice.message.text]).toEqual([
      'code',
      'code_own',
      '活码欢迎语',
    ]);
  });

  it("a code set to 'default' falls through to the employee's welcome", () => {
    expect(sent({ ...base, code: code(2) }).message.text).toBe('员工欢迎语');
  });

  it('the default welcome is used when the employee has none', () => {
    const choice = sent({ ...base, employeeWelcome: null });
    expect([choice.source, choice.welcomeId, choice.message.text]).toEqual([
      'default',
      1,
      '默认欢迎语',
    ]);
  });
});

describe('time periods (weekday + window, China time)', () => {
  it("an add inside the employee's evening period gets the period's message", () => {
    const choice = sent({ ...base, at: MONDAY_20 });
    expect(choice.reason).toBe('employee_period');
    expect(choice.message.text).toBe('下班时段欢迎语');
    expect(choice.detail).toContain('18:00-23:00');
  });

  it('an add outside every period gets the main message', () => {
    expect(sent({ ...base, at: MONDAY_10 }).reason).toBe('employee');
    // Saturday is not in the employee's weekdays.
    expect(sent({ ...base, at: new Date('2026-11-28T20:00:00+08:00') }).reason).toBe('employee');
  });

  it("the default welcome's weekend period applies on Saturday, not on Monday", () => {
    const weekend = sent({ ...base, employeeWelcome: null, at: SATURDAY_10 });
    expect([weekend.reason, weekend.message.text]).toEqual(['default_period', '周末默认']);
    expect(sent({ ...base, employeeWelcome: null, at: MONDAY_10 }).reason).toBe('default');
  });

  it('the window is [start, end): 23:00 is outside an 18:00-23:00 period', () => {
    expect(sent({ ...base, at: new Date('2026-11-23T23:00:00+08:00') }).reason).toBe('employee');
    expect(sent({ ...base, at: new Date('2026-11-23T18:00:00+08:00') }).reason).toBe(
      'employee_period',
    );
  });
});

describe('why not sent (issue #16 diagnostics)', () => {
  it('the code says none: nothing is sent even though welcomes exist', () => {
    expect(chooseWelcome({ ...base, code: code(3) })).toMatchObject({
      send: false,
      reason: 'code_none',
    });
  });

  it('a blocked nickname gets no welcome and names the word', () => {
    const choice = chooseWelcome({ ...base, nickname: '代购广告号', code: code(1) });
    expect(choice).toMatchObject({ send: false, reason: 'nickname_blocked' });
    expect(choice.detail).toContain('广告');
  });

  it('no welcome for this employee and no default', () => {
    expect(chooseWelcome({ ...base, employeeWelcome: null, defaultWelcome: null })).toMatchObject({
      send: false,
      reason: 'no_welcome',
    });
  });
});
