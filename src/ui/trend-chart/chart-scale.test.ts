import { describe, expect, it } from 'vitest';
import { labelIndexes, niceTicks } from './chart-scale';

describe('trend chart scale', () => {
  it('rounds the y axis up to nice whole steps from zero', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
  });

  it('prints every x label when there is room, else an even subset with both ends', () => {
    expect(labelIndexes(5, 8)).toEqual([0, 1, 2, 3, 4]);
    const thinned = labelIndexes(31, 8);
    expect(thinned[0]).toBe(0);
    expect(thinned.at(-1)).toBe(30);
    expect(thinned.length).toBeLessThanOrEqual(8);
  });
});
