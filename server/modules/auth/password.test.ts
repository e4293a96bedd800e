import { describe, expect, it } from 'vitest';
import {
  PASSWORD_COST,
  TEST_RUNNER_PASSWORD_COST,
  hashPassword,
  passwordCost,
  verifyPassword,
} from './password';

const costOf = (stored: string) => Number(stored.split('$')[1]);

describe('scrypt cost', () => {
  it('new hashes use N = 16,384 outside the test runner (server, demo seed, CLI)', () => {
    expect(PASSWORD_COST).toBe(16384);
    expect(passwordCost({})).toBe(PASSWORD_COST);
    expect(passwordCost({ NODE_ENV: 'test' })).toBe(PASSWORD_COST);
    expect(passwordCost({ VITEST: 'false' })).toBe(PASSWORD_COST);
  });

  it('under Vitest new hashes use the low test cost, and the stored hash says which', async () => {
    expect(passwordCost({ VITEST: 'true' })).toBe(TEST_RUNNER_PASSWORD_COST);
    const stored = await hashPassword('Admin@123');
    expect(costOf(stored)).toBe(TEST_RUNNER_PASSWORD_COST);
    expect(await verifyPassword('Admin@123', stored)).toBe(true);
    expect(await verifyPassword('Admin@124', stored)).toBe(false);
  });

  it('a hash made at the real cost verifies with its own parameters, whatever the cost of new hashes', async () => {
    // scrypt$16384$8$1$salt$key of "Admin@123", as the server stores it outside the test runner
    // (made here with node:crypto directly, whatever passwordCost() says in this process)
    const salt = Buffer.from('0123456789abcdef');
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('Admin@123', salt, 32, {
      N: 16384,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    const stored = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
    expect(await verifyPassword('Admin@123', stored)).toBe(true);
    expect(await verifyPassword('wrong', stored)).toBe(false);
  });
});
