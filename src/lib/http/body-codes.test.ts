import { describe, expect, it } from 'vitest';
import { classifyBodyCode } from './body-codes';

describe('spec §8 body codes', () => {
  it('0 and "100" are success (as number or text)', () => {
    expect(classifyBodyCode(0)).toBe('success');
    expect(classifyBodyCode('0')).toBe('success');
    expect(classifyBodyCode('100')).toBe('success');
    expect(classifyBodyCode(100)).toBe('success');
  });

  it('400000 (no search result) is an empty result', () => {
    expect(classifyBodyCode(400000)).toBe('empty');
  });

  it('500000 is an error', () => {
    expect(classifyBodyCode(500000)).toBe('error');
  });

  it('"102" is overdue', () => {
    expect(classifyBodyCode('102')).toBe('overdue');
  });

  it('a code in the quiet list stays quiet', () => {
    expect(classifyBodyCode(48002, { quietCodes: ['48002'] })).toBe('quiet');
  });

  it('auth-status calls ignore every non-zero code silently', () => {
    expect(classifyBodyCode(500000, { silent: true })).toBe('silent');
    expect(classifyBodyCode('102', { silent: true })).toBe('silent');
  });

  it('any other code is an error', () => {
    expect(classifyBodyCode(701170)).toBe('error');
  });
});
