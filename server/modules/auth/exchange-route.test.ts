import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../contract/error-codes';
import { createTestApp, login } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function exchange(code: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/scrm/v1/auth/exchange',
    payload: { code },
  });
  return response;
}

const INVALID = {
  code: ERROR_CODES.authCodeInvalid,
  data: null,
  msg: '登录凭证已失效，请重新登录',
};

describe('POST /scrm/v1/auth/exchange', () => {
  it('trades a fresh code for a session of the same user and tenant, once only', async () => {
    const signedIn = await login(t.app, {
      account: 'admin',
      password: 'Admin@123',
      tenant_id: 'second',
    });
    const first = await exchange(signedIn.data.code);
    expect(first.statusCode).toBe(200);
    const body = first.json<{
      code: number;
      data: { token: string; tenant_id: string; tenants: unknown[] };
    }>();
    expect(body.code).toBe(0);
    expect(body.data.tenant_id).toBe('second');
    expect(body.data.tenants).toHaveLength(2);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/scrm/v1/auth/profile',
      headers: { authorization: `Bearer ${body.data.token}`, 'x-tenant': 'second' },
    });
    expect(profile.json()).toMatchObject({ data: { user: { account: 'admin' } } });

    expect((await exchange(signedIn.data.code)).json()).toEqual(INVALID);
  });

  it('refuses a code older than 60 seconds', async () => {
    const signedIn = await login(t.app, { account: 'operator', password: 'Operator@123' });
    t.clock.advance(60_001);
    expect((await exchange(signedIn.data.code)).json()).toEqual(INVALID);
  });

  it('accepts a code just before its 60 seconds are up', async () => {
    const signedIn = await login(t.app, { account: 'operator', password: 'Operator@123' });
    t.clock.advance(59_000);
    expect((await exchange(signedIn.data.code)).json()).toMatchObject({ code: 0 });
  });

  it('refuses an unknown code, and answers 400 naming the field when code is missing', async () => {
    expect((await exchange('made-up')).json()).toEqual(INVALID);
    const missing = await exchange(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 400,
      data: { field: expect.any(String) },
      msg: '登录凭证不能为空',
    });
  });
});
