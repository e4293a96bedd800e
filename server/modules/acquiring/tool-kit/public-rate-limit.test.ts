import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './public-rate-limit';

describe('public URL rate limit (issue #15: rate-limited per source)', () => {
  it('refuses a source beyond the limit within the window and lets others through', () => {
    const limiter = createRateLimiter(3, 1000);
    expect([1, 2, 3, 4].map(() => limiter.take('a', 0))).toEqual([true, true, true, false]);
    expect(limiter.take('b', 0)).toBe(true);
    expect(limiter.take('a', 1000)).toBe(true);
  });
});
