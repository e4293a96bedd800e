// issue #2: scrypt password hashes (node:crypto) with a per-user salt; the parameters are
// stored with the hash so they can be raised later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
/** scrypt's cost N for every hash made by the server, the demo seed and the CLI. */
export const PASSWORD_COST = 16384;
/**
 * Under the test runner only (Vitest sets VITEST=true in its process and workers), new hashes
 * use a 16 times lower cost, as Rails' has_secure_password uses bcrypt's minimum cost in its
 * test environment: the server tests derive ~618 keys a run, 34.7 ms of CPU each at 16,384
 * against 2.0 ms at 1,024 (docs/testing.md "Stop 57"). Sign-in takes the same code either way: verifyPassword reads N
 * from the stored hash. The Playwright servers run outside Vitest and hash at the real cost.
 */
export const TEST_RUNNER_PASSWORD_COST = 1024;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/** The cost of a new hash in this process (see TEST_RUNNER_PASSWORD_COST). */
export function passwordCost(env: Readonly<Record<string, string | undefined>> = process.env) {
  return env['VITEST'] === 'true' ? TEST_RUNNER_PASSWORD_COST : PASSWORD_COST;
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = passwordCost();
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
