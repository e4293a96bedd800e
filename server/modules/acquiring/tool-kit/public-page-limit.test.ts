// issue #32 finding 3: the public pages' rate limit (60 opens a minute per address and route)
// is keyed by the route Fastify matched, never by the raw URL, and counted in the database,
// so query strings, percent-encoded paths, a crowd of other addresses and several server
// processes (WORKERS=N) all leave one address with one bucket (docs/security.md "Rate limits").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';

let t: TestApp;
let second: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // A second API instance over the same database: what WORKERS=2 or a second machine runs.
  second = await createTestApp({ database: t.database });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const KEY = 'b'.repeat(32);
const LIMIT = 60;

async function open(app: TestApp, url: string, remoteAddress: string, method = 'GET') {
  return (await app.app.inject({ method: method as 'GET', url, remoteAddress })).statusCode;
}

describe('public page rate limit (issue #32 finding 3)', () => {
  it('finding 3: query-string variants (?n=1..61) of one public URL share one bucket: the 61st from an address answers 429', async () => {
    for (let n = 1; n <= LIMIT; n += 1) {
      expect(await open(t, `/l/${KEY}?n=${n}`, '10.3.0.1')).not.toBe(429);
    }
    expect(await open(t, `/l/${KEY}?n=${LIMIT + 1}`, '10.3.0.1')).toBe(429);
    expect(await open(t, `/l/${KEY}?n=${LIMIT + 2}`, '10.3.0.1', 'POST')).toBe(429);
    // Another address keeps its own bucket; the window passes.
    expect(await open(t, `/l/${KEY}?n=1`, '10.3.0.2')).not.toBe(429);
    t.clock.advance(60_000);
    expect(await open(t, `/l/${KEY}?n=1`, '10.3.0.1')).not.toBe(429);
  });

  it('finding 3: percent-encoded paths (/s/%6b/<key>) share the bucket of /s/k/<key>', async () => {
    for (let n = 1; n <= LIMIT; n += 1) {
      expect(await open(t, `/s/k/${KEY}`, '10.3.1.1')).not.toBe(429);
    }
    expect(await open(t, `/s/%6b/${KEY}`, '10.3.1.1')).toBe(429);
    expect(await open(t, `/s/%6B/${KEY}?x=1`, '10.3.1.1')).toBe(429);
    expect(await open(t, `/s/k/%62${KEY.slice(1)}`, '10.3.1.1')).toBe(429);
  });

  it('finding 3: two app instances over one database share the counters (WORKERS=N does not multiply the limit)', async () => {
    for (let n = 1; n <= LIMIT; n += 1) {
      const instance = n % 2 === 0 ? t : second;
      expect(await open(instance, `/s/s/${KEY}`, '10.3.2.1')).not.toBe(429);
    }
    expect(await open(t, `/s/s/${KEY}`, '10.3.2.1')).toBe(429);
    expect(await open(second, `/s/s/${KEY}`, '10.3.2.1')).toBe(429);
  });

  it('finding 3: no flush at 10,000 keys: an address that used its minute stays refused after 10,001 other addresses came', async () => {
    for (let n = 1; n <= LIMIT; n += 1) await open(t, `/s/g/${KEY}`, '10.3.3.1');
    expect(await open(t, `/s/g/${KEY}`, '10.3.3.1')).toBe(429);
    // 10,001 other addresses, a hundred at a time.
    for (let batch = 0; batch <= 100; batch += 1) {
      await Promise.all(
        Array.from({ length: 100 }, (_, n) => open(t, `/s/g/${KEY}`, `10.4.${batch}.${n}`)),
      );
    }
    expect(await open(t, `/s/g/${KEY}`, '10.3.3.1')).toBe(429);
  }, 300_000);
});
