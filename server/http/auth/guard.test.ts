import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, authHeaders, signIn, TEST_SECRET } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { signToken, TOKEN_TTL_SECONDS } from './jwt';

const PROFILE = '/scrm/v1/auth/profile';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url, headers });
}

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('auth guard', () => {
  it('answers 401 when the token is missing', async () => {
    const response = await get(PROFILE, { 'x-tenant': 'demo' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, data: null });
  });

  it('answers 401 for an expired token', async () => {
    const session = await signIn(t.app, 'admin', 'Admin@123');
    t.clock.advance(TOKEN_TTL_SECONDS * 1000 + 1000);
    try {
      expect((await get(PROFILE, authHeaders(session))).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(TOKEN_TTL_SECONDS * 1000 + 1000));
    }
  });

  it('answers 401 for a tampered token (payload changed, signature kept)', async () => {
    const session = await signIn(t.app, 'operator', 'Operator@123');
    const [header, payload, signature] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const tampered = `${header}.${b64({ ...claims, sub: '1' })}.${signature}`;
    const response = await get(PROFILE, authHeaders({ ...session, token: tampered }));
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for an alg:none token', async () => {
    const now = Math.floor(t.clock.now / 1000);
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '1', tid: 'demo', jti: 'n', iat: now, exp: now + 60 })}.`;
    expect((await get(PROFILE, authHeaders({ token, tenantId: 'demo' }))).statusCode).toBe(401);
  });

  it('answers 401 for a logged-out token, at once', async () => {
    const session = await signIn(t.app, 'admin', 'Admin@123');
    expect((await get(PROFILE, authHeaders(session))).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/auth/logout',
      headers: authHeaders(session),
    });
    expect(logout.json()).toMatchObject({ code: 0 });
    expect((await get(PROFILE, authHeaders(session))).statusCode).toBe(401);
  });

  it('answers 403 with the spec message when the token tenant differs from X-Tenant', async () => {
    const session = await signIn(t.app, 'admin', 'Admin@123', 'demo');
    const response = await get(PROFILE, authHeaders({ ...session, tenantId: 'second' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, data: null, msg: '当前账号无权限访问！' });
  });

  it('answers 403 when X-Tenant is missing', async () => {
    const session = await signIn(t.app, 'admin', 'Admin@123');
    const response = await get(PROFILE, { authorization: `Bearer ${session.token}` });
    expect(response.statusCode).toBe(403);
  });

  it('answers 403 for a validly signed token of a tenant the user is not a member of', async () => {
    const operatorId = (
      await get(PROFILE, authHeaders(await signIn(t.app, 'operator', 'Operator@123')))
    ).json<{
      data: { user: { id: number } };
    }>().data.user.id;
    const { token } = signToken(
      { userId: operatorId, tenantId: 'second' },
      TEST_SECRET,
      Math.floor(t.clock.now / 1000),
    );
    expect((await get(PROFILE, authHeaders({ token, tenantId: 'second' }))).statusCode).toBe(403);
  });

  it('answers 403 when the route permission code is not held by the role', async () => {
    const operator = await signIn(t.app, 'operator', 'Operator@123');
    expect((await get('/scrm/v1/setting/role/list', authHeaders(operator))).statusCode).toBe(403);
  });

  it('lets a holder of the permission through, scoped to the token tenant only', async () => {
    const admin = await signIn(t.app, 'admin', 'Admin@123', 'second');
    const response = await get('/scrm/v1/setting/role/list?tenant_id=demo', authHeaders(admin));
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      code: number;
      data: { list: { name: string }[]; total: number };
    }>();
    expect(body.code).toBe(0);
    expect(body.data.list.map((role) => role.name)).toEqual(['超级管理员', '运营', '新成员']);
    expect(body.data.total).toBe(3);
  });
});
