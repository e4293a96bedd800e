import { describe, expect, it } from 'vitest';
import { lifecyclePath } from './shop-platform';

// spec §3 order status: 1 to ship → 2 to receive → 3 completed, or 4 cancelled/refunded.
describe('sandbox order life cycle', () => {
  it('walks a new order through every status up to the target', () => {
    expect(lifecyclePath(null, 1)).toEqual([1]);
    expect(lifecyclePath(null, 3)).toEqual([1, 2, 3]);
    expect(lifecyclePath(1, 3)).toEqual([2, 3]);
  });

  it('cancels or refunds from any live status, a new order after it was placed', () => {
    expect(lifecyclePath(null, 4)).toEqual([1, 4]);
    expect(lifecyclePath(2, 4)).toEqual([4]);
    expect(lifecyclePath(3, 4)).toEqual([4]);
  });

  it('never moves back, stays, or leaves status 4', () => {
    expect(lifecyclePath(3, 2)).toBeNull();
    expect(lifecyclePath(2, 2)).toBeNull();
    expect(lifecyclePath(4, 3)).toBeNull();
    expect(lifecyclePath(4, 4)).toBeNull();
  });
});
