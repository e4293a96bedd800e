import { describe, expect, it } from 'vitest';
import { consumeLoginCode, hasLoginCode } from './exchange-code';

const at = (href: string) => ({ href }) as Location;

// src/main.tsx starts the first requests early only when no login code will change the session;
// hasLoginCode must agree with what consumeLoginCode exchanges (one reading of the address).
describe('the login code in the address', () => {
  it('is there when the login page handed one back', () => {
    expect(hasLoginCode(at('https://console.test/index?code=abc'))).toBe(true);
  });

  it('is not there without a code, or with an empty one that consumeLoginCode does not exchange', async () => {
    expect(hasLoginCode(at('https://console.test/index'))).toBe(false);
    expect(hasLoginCode(at('https://console.test/index?code='))).toBe(false);
    expect(await consumeLoginCode(at('https://console.test/index?code='))).toBe(false);
  });
});
