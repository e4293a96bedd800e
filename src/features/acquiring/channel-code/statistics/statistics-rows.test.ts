import { describe, expect, it } from 'vitest';
import { lastDays } from './statistics-rows';

describe('channel-code statistics period', () => {
  it('defaults to the last 30 days including today', () => {
    expect(lastDays(30, new Date(2025, 2, 31))).toEqual({ from: '2025-03-02', to: '2025-03-31' });
  });
});
