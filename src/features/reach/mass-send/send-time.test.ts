import { describe, expect, it } from 'vitest';
import { chinaParts, chinaTimeIso, nextChinaDates } from './send-time';

describe('scheduled send time in China time (issue #17)', () => {
  it('an instant late on a UTC day is the next China day', () => {
    expect(chinaParts(new Date('2026-11-23T17:30:00Z'))).toEqual({
      date: '2026-11-24',
      hour: '01',
      minute: '30',
    });
  });

  it('a China date and time round-trips to the same instant', () => {
    const iso = chinaTimeIso('2026-11-24', '09', '05');
    expect(new Date(iso).toISOString()).toBe('2026-11-24T01:05:00.000Z');
    expect(chinaParts(new Date(iso))).toEqual({ date: '2026-11-24', hour: '09', minute: '05' });
  });

  it('offers the next dates labelled with the weekday', () => {
    const dates = nextChinaDates(new Date('2026-11-23T02:00:00Z'), 2);
    expect(dates).toEqual([
      { value: '2026-11-23', label: '11月23日 周一' },
      { value: '2026-11-24', label: '11月24日 周二' },
    ]);
  });
});
