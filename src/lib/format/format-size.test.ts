import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('spec §9 sizes in 1024 steps (B, KB, MB, G, T)', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 ** 2, '1 MB'],
    [1024 ** 3 * 2.25, '2.25 G'],
    [1024 ** 4, '1 T'],
    [1024 ** 5, '1024 T'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  it('a negative or non-numeric size is 0 B', () => {
    expect(formatSize(-5)).toBe('0 B');
    expect(formatSize(Number.NaN)).toBe('0 B');
  });
});
