import { describe, expect, it } from 'vitest';
import { pageCountOf, pageItems, parseJump } from './page-items';

describe('pager pages', () => {
  it('lists every page when there are at most seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-before', 15, 16, 17, 18, 19, 20]);
  });

  it('counts at least one page and clamps a typed jump to the pages that exist', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(41, 20)).toBe(3);
    expect(parseJump('2', 3)).toBe(2);
    expect(parseJump('99', 3)).toBe(3);
    expect(parseJump('0', 3)).toBe(1);
    expect(parseJump('abc', 3)).toBeUndefined();
  });
});
