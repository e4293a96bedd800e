// issue #24 "Beyond one process": two API instances over one database, as WORKERS=2 or two
// machines run them. On PostgreSQL (TEST_DATABASE_URL) each instance has its own pool, like
// separate processes; on PGlite they share the one handle (one process per data folder) and
// still prove that no session state lives in an instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../contract/error-codes';
import { openPostgres } from '../db/database';
import { ACCOUNT_SOURCE_LIMIT } from '../modules/auth/login-throttle';
import { authHeaders, createTestApp, login, signIn } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import type { TestDatabase } from '../test-support/test-database';

let first: TestApp;
let second: TestApp;
let secondDatabase: TestDatabase | undefined;

beforeAll(async () => {
  first = await createTestApp();
  const url = first.database.url;
  if (url) {
    const handle = await openPostgres(url);
    secondDatabase = { handle, db: handle.db, url, close: () => handle.close() };
  }
  second = await createTestApp({ database: secondDatabase ?? first.database });
});
afterAll(async () => {
  await second.close();
  await secondDatabase?.close();
  await first.close();
});

describe('sessions across instances (issue #24)', () => {
  it('a token issued by one instance is accepted by the other, and a sign-out on the other revokes it on both', async () => {
    const session = await signIn(first.app, 'admin', 'Admin@123');
    const menu = { url: '/scrm/v1/platform/menu', headers: authHeaders(session) };
    expect((await second.app.inject(menu)).statusCode).toBe(200);

    const out = await second.app.inject({
      method: 'POST',
      url: '/scrm/v1/auth/logout',
      headers: authHeaders(session),
    });
    expect(out.statusCode).toBe(200);
    expect((await first.app.inject(menu)).statusCode).toBe(401);
    expect((await second.app.inject(menu)).statusCode).toBe(401);
  });

  it(`failed sign-ins on two instances count against one throttle: after ${ACCOUNT_SOURCE_LIMIT} failures spread over both, both refuse`, async () => {
    await first.database.db.execute(sql`DELETE FROM rate_limits`);
    for (let index = 0; index < ACCOUNT_SOURCE_LIMIT; index += 1) {
      const instance = index % 2 === 0 ? first : second;
      const answer = await login(instance.app, { account: 'admin', password: 'wrong' });
      expect(answer.code).toBe(ERROR_CODES.badCredentials);
    }
    for (const instance of [first, second]) {
      const answer = await login(instance.app, { account: 'admin', password: 'Admin@123' });
      expect(answer.code).toBe(ERROR_CODES.loginThrottled);
    }
    await first.database.db.execute(sql`DELETE FROM rate_limits`);
  });
});
