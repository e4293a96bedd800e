import { describe, expect, it } from 'vitest';
import type { SopStep } from '../../../../contract/reach/sop';
import { afterDnd, inDnd, stepDueAt } from './sop-time';

const DND = { enabled: true, start: '22:00', end: '08:00' };
const OFF = { ...DND, enabled: false };
const step = (fields: Partial<SopStep>): SopStep => ({
  day: 0,
  hours: 0,
  minutes: 0,
  date: '',
  time: '09:00',
  message: { text: '您好', attachments: [] },
  ...fields,
});
const china = (local: string) => new Date(`${local}+08:00`);

describe('SOP step times (issue #18)', () => {
  it('"day N at HH:mm" counts China calendar days from the joining day across a month end', () => {
    const joined = china('2026-01-31T15:20:00');
    expect(stepDueAt('day', step({ day: 1, time: '10:00' }), joined, DND)).toEqual(
      china('2026-02-01T10:00:00'),
    );
    expect(stepDueAt('day', step({ day: 29, time: '10:00' }), joined, DND)).toEqual(
      china('2026-03-01T10:00:00'),
    );
  });

  it('"day N" crosses a leap February and a year end', () => {
    expect(
      stepDueAt('day', step({ day: 1, time: '09:30' }), china('2028-02-28T12:00:00'), DND),
    ).toEqual(china('2028-02-29T09:30:00'));
    expect(
      stepDueAt('day', step({ day: 3, time: '09:30' }), china('2026-12-30T23:50:00'), OFF),
    ).toEqual(china('2027-01-02T09:30:00'));
  });

  it('the joining day counts in China time even when UTC is still the day before', () => {
    // 2026-03-31T17:30Z is 01:30 on 1 April in China: day 1 is 2 April.
    expect(
      stepDueAt('day', step({ day: 1, time: '09:00' }), new Date('2026-03-31T17:30:00Z'), DND),
    ).toEqual(china('2026-04-02T09:00:00'));
  });

  it('day 0 at a time already past is due at once (then the do-not-disturb rule)', () => {
    expect(
      stepDueAt('day', step({ day: 0, time: '09:00' }), china('2026-05-06T15:00:00'), DND),
    ).toEqual(china('2026-05-06T15:00:00'));
    expect(
      stepDueAt('day', step({ day: 0, time: '09:00' }), china('2026-05-06T23:10:00'), DND),
    ).toEqual(china('2026-05-07T08:00:00'));
  });

  it('a step inside the 22:00–08:00 window moves to 08:00, before or after midnight', () => {
    expect(
      stepDueAt('day', step({ day: 2, time: '22:30' }), china('2026-04-30T10:00:00'), DND),
    ).toEqual(china('2026-05-03T08:00:00'));
    expect(
      stepDueAt('day', step({ day: 1, time: '06:15' }), china('2026-04-30T10:00:00'), DND),
    ).toEqual(china('2026-05-01T08:00:00'));
    expect(stepDueAt('after', step({ hours: 2 }), china('2026-06-30T21:00:00'), DND)).toEqual(
      china('2026-07-01T08:00:00'),
    );
  });

  it('the window is respected as set: off, or a daytime window', () => {
    expect(
      stepDueAt('day', step({ day: 1, time: '23:00' }), china('2026-04-30T10:00:00'), OFF),
    ).toEqual(china('2026-05-01T23:00:00'));
    const lunch = { enabled: true, start: '12:00', end: '13:30' };
    expect(inDnd(12 * 60 + 10, lunch)).toBe(true);
    expect(inDnd(13 * 60 + 30, lunch)).toBe(false);
    expect(afterDnd(china('2026-04-30T12:10:00'), lunch)).toEqual(china('2026-04-30T13:30:00'));
  });

  it('"after X hours Y minutes" counts from the join instant; a date step is that date', () => {
    expect(
      stepDueAt('after', step({ hours: 1, minutes: 30 }), china('2026-04-30T10:00:00'), DND),
    ).toEqual(china('2026-04-30T11:30:00'));
    expect(
      stepDueAt(
        'date',
        step({ date: '2026-10-01', time: '10:00' }),
        china('2026-04-30T10:00:00'),
        DND,
      ),
    ).toEqual(china('2026-10-01T10:00:00'));
  });
});
