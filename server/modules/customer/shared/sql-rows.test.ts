import { describe, expect, it } from 'vitest';
import { iso } from './sql-rows';

describe('iso', () => {
  it('a missing timestamp (SQL null) stays null instead of becoming 1970-01-01', () => {
    expect(iso(null)).toBeNull();
    expect(iso(undefined)).toBeNull();
  });

  it('a timestamp from either driver becomes ISO text', () => {
    expect(iso('2026-11-25 08:00:00+08')).toBe('2026-11-25T00:00:00.000Z');
    expect(iso(new Date('2026-11-25T00:00:00Z'))).toBe('2026-11-25T00:00:00.000Z');
  });
});
