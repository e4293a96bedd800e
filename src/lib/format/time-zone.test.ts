import { describe, expect, it } from 'vitest';
import { zonedParts } from './time-zone';

function intlParts(instant: Date, zone: string) {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  const { year, month, day, hour, minute, second } = parts;
  return { year, month, day, hour, minute, second };
}

describe('zonedParts (issue #13 one time rule; issue #23 no zone data for Asia/Shanghai)', () => {
  it('gives the same wall clock in Asia/Shanghai as Intl, around midnight, month and year ends', () => {
    const instants = [
      '1992-01-01T00:00:00Z',
      '2024-02-28T16:00:00Z',
      '2024-02-29T15:59:59Z',
      '2026-11-26T15:59:59Z',
      '2026-11-26T16:00:00Z',
      '2026-12-31T16:00:00Z',
      '2038-01-19T03:14:08Z',
    ].map((text) => new Date(text));
    for (let day = 0; day < 400; day += 7) {
      instants.push(new Date(Date.UTC(2025, 0, 1) + day * 86_400_000 + day * 3_917_000));
    }
    for (const instant of instants) {
      expect(zonedParts(instant, 'Asia/Shanghai')).toEqual(intlParts(instant, 'Asia/Shanghai'));
    }
  });

  it('asks Intl before 1992, when Shanghai still had summer time (1988-07-01 was UTC+9)', () => {
    const summer1988 = new Date('1988-07-01T03:00:00Z');
    expect(zonedParts(summer1988, 'Asia/Shanghai')).toEqual(intlParts(summer1988, 'Asia/Shanghai'));
    expect(zonedParts(summer1988, 'Asia/Shanghai').hour).toBe('12');
  });

  it('uses the given zone for any other zone', () => {
    const instant = new Date('2026-07-01T12:00:00Z');
    expect(zonedParts(instant, 'America/New_York')).toEqual(intlParts(instant, 'America/New_York'));
    expect(zonedParts(instant, 'America/New_York').hour).toBe('08');
  });
});
