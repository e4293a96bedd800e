// issue #32 findings 4 and 5: the sign-in throttle behind a proxy (TRUST_PROXY counts hops,
// so a forged X-Forwarded-For entry is never the client), a per-account limit across
// addresses, and windows that end: a lockout lasts at most its window and a correct password
// after it clears the (account, address) (docs/security.md "Rate limits").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../contract/error-codes';
import { loadConfig } from '../../config/server-config';
import { createTestApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

let t: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Behind one reverse proxy, configured the documented way.
  proxied = await createTestApp({
    database: t.database,
    config: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy },
  });
});
afterAll(async () => {
  await proxied.close();
  await t.close();
});

function attempt(
  app: TestApp,
  account: string,
  password: string,
  remoteAddress: string,
  forwardedFor?: string,
) {
  return app.app
    .inject({
      method: 'POST',
      url: '/scrm/v1/auth/login',
      payload: { account, password },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
    .then((response) => response.json<{ code: number; msg: string }>().code);
}

const MINUTE = 60_000;

describe('sign-in throttle (issue #32 findings 4 and 5)', () => {
  it('finding 4: with TRUST_PROXY=1, forged left-most X-Forwarded-For entries do not escape the sign-in limit: at most 5 of 60 wrong passwords are checked', async () => {
    const codes: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      // The client writes the first two entries; the proxy (127.0.0.1) appends the real one.
      const header = `203.0.113.${index}, 10.0.0.1, 198.51.100.7`;
      codes.push(await attempt(proxied, 'operator', 'wrong', '127.0.0.1', header));
    }
    const checked = codes.filter((code) => code === ERROR_CODES.badCredentials).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(codes.length - checked).toBe(
      codes.filter((code) => code === ERROR_CODES.loginThrottled).length,
    );
    const forged = '203.0.113.99, 198.51.100.7';
    expect(await attempt(proxied, 'operator', 'Operator@123', '127.0.0.1', forged)).toBe(
      ERROR_CODES.loginThrottled,
    );
    // Another client behind the same proxy is another address.
    expect(await attempt(proxied, 'operator', 'Operator@123', '127.0.0.1', '198.51.100.8')).toBe(0);
  });

  it('finding 4: per account across 60 addresses: at most 20 of 60 wrong passwords for one account are checked, then even the right one is refused until the window ends', async () => {
    const codes: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      codes.push(await attempt(t, 'admin2', 'wrong', `10.6.0.${index}`));
    }
    const checked = codes.filter((code) => code === ERROR_CODES.badCredentials).length;
    expect(checked).toBeLessThanOrEqual(20);
    expect(await attempt(t, 'admin2', 'Admin@123', '10.6.1.1')).toBe(ERROR_CODES.loginThrottled);
    // Other accounts are not affected.
    expect(await attempt(t, 'newbie', 'Newbie@123', '10.6.1.1')).toBe(0);
    t.clock.advance(15 * MINUTE + 1);
    expect(await attempt(t, 'admin2', 'Admin@123', '10.6.1.1')).toBe(0);
  });

  it('finding 5: an address that passed 10 failed sign-ins is let in after the window, and an accepted sign-in does not re-arm the block', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect(await attempt(t, `nobody${index}`, 'wrong', '10.5.0.1')).toBe(
        ERROR_CODES.badCredentials,
      );
    }
    expect(await attempt(t, 'admin', 'Admin@123', '10.5.0.1')).toBe(ERROR_CODES.loginThrottled);
    t.clock.advance(15 * MINUTE + 1);
    expect(await attempt(t, 'admin', 'Admin@123', '10.5.0.1')).toBe(0);
    t.clock.advance(46_000);
    expect(await attempt(t, 'admin', 'Admin@123', '10.5.0.1')).toBe(0);
    t.clock.advance(2 * MINUTE);
    expect(await attempt(t, 'admin', 'Admin@123', '10.5.0.1')).toBe(0);
  });

  it('finding 5: a lockout never outlives its window, however often the blocked address keeps trying', async () => {
    for (let index = 0; index < 10; index += 1) {
      await attempt(t, `sprayed${index}`, 'wrong', '10.5.0.2');
    }
    // Trying every minute while blocked (refused each time) does not extend the block.
    for (let minute = 1; minute < 15; minute += 1) {
      t.clock.advance(MINUTE);
      await attempt(t, 'admin', 'Admin@123', '10.5.0.2');
    }
    t.clock.advance(MINUTE + 1);
    expect(await attempt(t, 'admin', 'Admin@123', '10.5.0.2')).toBe(0);
    expect(await attempt(t, 'admin', 'Admin@123', '10.5.0.2')).toBe(0);
  });

  it('finding 5: a correct password after the window clears that (account, address): the next wrong passwords count from zero', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect(await attempt(t, 'newbie', 'wrong', '10.5.0.3')).toBe(ERROR_CODES.badCredentials);
    }
    expect(await attempt(t, 'newbie', 'Newbie@123', '10.5.0.3')).toBe(ERROR_CODES.loginThrottled);
    t.clock.advance(5 * MINUTE + 1);
    expect(await attempt(t, 'newbie', 'Newbie@123', '10.5.0.3')).toBe(0);
    for (let index = 0; index < 4; index += 1) {
      expect(await attempt(t, 'newbie', 'wrong', '10.5.0.3')).toBe(ERROR_CODES.badCredentials);
    }
    expect(await attempt(t, 'newbie', 'Newbie@123', '10.5.0.3')).toBe(0);
  });
});
