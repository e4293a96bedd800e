import { describe, expect, it } from 'vitest';
import { bannerLines } from './banner-region';

describe('banner region (spec §2: 0, 1 or 2 lines)', () => {
  it('is 0, 1 or 2 lines high whatever the number of banners', () => {
    expect([0, 1, 2, 3, 5].map(bannerLines)).toEqual([0, 1, 2, 2, 2]);
  });
});
