// issue #24 "Login abuse": a per-address throttle over every account, shared by every server
// instance (the counters are rows of rate_limits), and unknown accounts answered at the
// cost of a wrong password (a decoy scrypt hash with the parameters of real ones).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../contract/error-codes';
import { createTestApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import * as password from './password';
import { SOURCE_LIMIT } from './login-throttle';

vi.mock('./password', async (importOriginal) => {
  const original = await importOriginal<typeof password>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp();
  // A second instance of the API over the same database (WORKERS=N, several machines).
  second = await createTestApp({ database: first.database });
});
afterAll(async () => {
  await second.close();
  await first.close();
});
beforeEach(async () => {
  await first.database.db.execute(sql`DELETE FROM rate_limits`);
  vi.mocked(password.verifyPassword).mockClear();
});

function attempt(app: TestApp, account: string, secret: string, remoteAddress: string) {
  return app.app
    .inject({
      method: 'POST',
      url: '/scrm/v1/auth/login',
      payload: { account, password: secret },
      remoteAddress,
    })
    .then((response) => response.json<{ code: number | string; msg: string }>());
}

describe('login abuse (issue #24)', () => {
  it(`per address: after ${SOURCE_LIMIT} failed logins across ${SOURCE_LIMIT} different accounts, the address is refused with 登录失败次数过多 without a password check; another address still signs in`, async () => {
    for (let index = 0; index < SOURCE_LIMIT; index += 1) {
      expect((await attempt(first, `sprayed${index}`, 'guess', '10.9.0.1')).code).toBe(
        ERROR_CODES.badCredentials,
      );
    }
    vi.mocked(password.verifyPassword).mockClear();
    const refused = await attempt(first, 'admin', 'Admin@123', '10.9.0.1');
    expect(refused).toEqual({
      code: ERROR_CODES.loginThrottled,
      data: null,
      msg: '登录失败次数过多，请15分钟后再试',
    });
    expect(password.verifyPassword).not.toHaveBeenCalled();
    expect((await attempt(first, 'admin', 'Admin@123', '10.9.0.2')).code).toBe(0);
  });

  it('per address across instances: failures spread over two server instances on one database add up to one limit', async () => {
    for (let index = 0; index < SOURCE_LIMIT; index += 1) {
      const instance = index % 2 === 0 ? first : second;
      expect((await attempt(instance, `spread${index}`, 'guess', '10.9.0.3')).code).toBe(
        ERROR_CODES.badCredentials,
      );
    }
    for (const instance of [first, second]) {
      expect((await attempt(instance, 'admin', 'Admin@123', '10.9.0.3')).code).toBe(
        ERROR_CODES.loginThrottled,
      );
    }
  });

  it('per account across instances: the sixth failure for one account is refused by the other instance too', async () => {
    for (let index = 0; index < 5; index += 1) {
      const instance = index % 2 === 0 ? first : second;
      expect((await attempt(instance, 'operator', 'bad', '10.9.0.4')).code).toBe(
        ERROR_CODES.badCredentials,
      );
    }
    expect((await attempt(second, 'operator', 'Operator@123', '10.9.0.4')).code).toBe(
      ERROR_CODES.loginThrottled,
    );
  });

  it('an unknown account costs the same as a wrong password: its password is checked against a decoy scrypt hash with the parameters of real hashes', async () => {
    await attempt(first, 'admin', 'wrong-password', '10.9.0.5');
    await attempt(first, 'no-such-account', 'wrong-password', '10.9.0.5');
    const calls = vi.mocked(password.verifyPassword).mock.calls;
    expect(calls).toHaveLength(2);
    const parameters = (stored: string) => stored.split('$').slice(0, 4).join('$');
    const [realHash, decoyHash] = [calls[0]![1], calls[1]![1]];
    expect(parameters(decoyHash)).toBe(parameters(realHash));
    expect(decoyHash).not.toBe(realHash);
    // Both answers are the same, so the answer does not tell which accounts exist.
    const wrong = await attempt(first, 'admin', 'x', '10.9.0.6');
    const unknown = await attempt(first, 'nobody-here', 'x', '10.9.0.6');
    expect(unknown).toEqual(wrong);
  });
});
