import { describe, expect, it } from 'vitest';
import {
  addChinaDays,
  chinaClock,
  chinaDateOf,
  chinaDateTimeText,
  chinaInstant,
  chinaIsoText,
  chinaToday,
  chinaWallIso,
  chinaWallParts,
} from './china-time';
import { offendersOutside } from './source-scan.test-kit';

const MODULE = 'contract/china-time.ts';
// China-time arithmetic: the UTC+8 offset written as milliseconds, in any of its spellings.
const OFFSET_ARITHMETIC = /\b8 \* (3_?600_?000|3600 \* 1000|60 \* 60 \* 1000)\b|\b28_?800_?000\b/;
// China time written by hand: the offset or the zone name as a literal (SQL goes through
// server/db/china-time-sql.ts), or a shift by the offset constant.
const LITERAL = /\+08:00|['"`]Asia\/Shanghai['"`]|interval '8 hours?'/;
const OFFSET_SHIFT = /\bCHINA_OFFSET_MS\b/;
const offendersOf = (pattern: RegExp) => offendersOutside(MODULE, pattern);

describe('china-time', () => {
  it('no file outside contract/china-time.ts does China-time offset arithmetic', () => {
    expect(offendersOf(OFFSET_ARITHMETIC)).toEqual([]);
  });

  it("no file outside contract/china-time.ts writes '+08:00', 'Asia/Shanghai' or interval '8 hours' as a literal", () => {
    expect(offendersOf(LITERAL)).toEqual([]);
  });

  it('no file outside contract/china-time.ts shifts an instant by CHINA_OFFSET_MS', () => {
    expect(offendersOf(OFFSET_SHIFT)).toEqual([]);
  });

  it('a China wall-clock time reads as the instant 8 hours earlier in UTC', () => {
    expect(chinaIsoText('2024-03-04')).toBe('2024-03-04T00:00:00+08:00');
    expect(chinaIsoText('2024-03-04', '10:30:00')).toBe('2024-03-04T10:30:00+08:00');
    expect(chinaWallIso('2024-03-04 10:30:00')).toBe('2024-03-04T10:30:00+08:00');
    expect(chinaInstant('2024-03-04', '07:59:59').toISOString()).toBe('2024-03-03T23:59:59.000Z');
    expect(chinaWallParts(Date.parse('2024-12-31T16:05:09Z'))).toEqual({
      year: '2025',
      month: '01',
      day: '01',
      hour: '00',
      minute: '05',
      second: '09',
    });
  });

  it('a China day begins at 16:00 UTC the evening before', () => {
    const clock = chinaClock(new Date('2024-03-03T16:30:00Z'));
    expect(clock).toEqual({
      weekday: 1,
      time: '00:30',
      date: '2024-03-04',
      dayStart: new Date('2024-03-03T16:00:00Z'),
    });
    expect(chinaToday(Date.parse('2024-03-03T15:59:59Z'))).toBe('2024-03-03');
    expect(chinaDateOf(new Date('2024-02-28T16:00:00Z'), 1)).toBe('2024-03-01');
    expect(addChinaDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(chinaDateTimeText('2024-03-03T16:30:05Z')).toBe('2024-03-04 00:30:05');
  });
});
