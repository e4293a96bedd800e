import { describe, expect, it } from 'vitest';
import { moveId, parseTagNames } from './tag-order';

describe('tag order and names (/tag-manage)', () => {
  it('moves a group or tag one place and leaves the ends alone', () => {
    expect(moveId([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it('reads several tag names at once, one per line or comma separated', () => {
    expect(parseTagNames(' 高意向\n\n中意向，低意向, 已成交 ')).toEqual([
      '高意向',
      '中意向',
      '低意向',
      '已成交',
    ]);
  });
});
