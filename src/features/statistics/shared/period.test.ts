import { describe, expect, it } from 'vitest';
import { customProblem, presetOf, presetPeriod, presetsFor, statToday } from './period';

describe('statistics periods (issue #21)', () => {
  it("uses the tenant's day: 23:30 UTC is already the next day in Shanghai", () => {
    expect(statToday(Date.parse('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
  });

  it('a page limited to 30 days per query offers no 90- or 180-day preset', () => {
    expect(presetsFor(30)).toEqual(['today', 'yesterday', 'last7', 'last30']);
    expect(presetsFor(181)).toContain('last180');
  });

  it('近7天 ends today and starts six days before', () => {
    expect(presetPeriod('last7', '2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(presetOf({ from: '2026-03-04', to: '2026-03-10' }, '2026-03-10', 30)).toBe('last7');
  });

  it('a custom range over 30 days or more than 180 days back is refused before it is sent', () => {
    expect(customProblem({ from: '2026-01-01', to: '2026-02-15' }, '2026-03-10', 30)).toContain(
      '每次最多查询30天',
    );
    expect(customProblem({ from: '2025-01-01', to: '2025-01-05' }, '2026-03-10', 181)).toContain(
      '180天前',
    );
    expect(customProblem({ from: '2026-3-1', to: '2026-03-05' }, '2026-03-10', 30)).toBe('invalid');
    expect(customProblem({ from: '2026-03-01', to: '2026-03-05' }, '2026-03-10', 30)).toBeNull();
  });
});
