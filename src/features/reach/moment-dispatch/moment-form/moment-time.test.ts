import { describe, expect, it } from 'vitest';
import { instantOf, wallTimeOf } from './moment-time';

describe('moment form times (issue #13: the tenant zone, never the browser zone)', () => {
  it('reads a Shanghai wall time as the instant 8 hours earlier in UTC', () => {
    expect(instantOf('2026-11-25T09:30', 'Asia/Shanghai')).toBe('2026-11-25T01:30:00.000Z');
  });
  it('shows an instant as the Shanghai wall time', () => {
    expect(wallTimeOf(new Date('2026-11-24T18:05:00Z'), 'Asia/Shanghai')).toBe('2026-11-25T02:05');
  });
  it('answers empty for an incomplete time', () => {
    expect(instantOf('2026-11-25T', 'Asia/Shanghai')).toBe('');
  });
});
