import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signIn } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function profile(session: { token: string; tenantId: string }) {
  return t.app.inject({
    method: 'GET',
    url: '/scrm/v1/auth/profile',
    headers: authHeaders(session),
  });
}

async function switchTenant(session: { token: string; tenantId: string }, tenantId: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/scrm/v1/auth/switch-tenant',
    headers: authHeaders(session),
    payload: { tenant_id: tenantId },
  });
}

describe('session routes', () => {
  it('profile answers the user, the token tenant with its app mode, and the tenant list', async () => {
    const response = await profile(await signIn(t.app, 'admin', 'Admin@123'));
    expect(response.json()).toMatchObject({
      code: 0,
      data: {
        user: { account: 'admin', name: '管理员' },
        tenant: { tenant_id: 'demo', name: '演示企业', app_mode: 1 },
        tenants: [
          { tenant_id: 'demo', name: '演示企业' },
          { tenant_id: 'second', name: '第二企业' },
        ],
      },
    });
  });

  it('switch-tenant gives a token for the other tenant and the old token stops working', async () => {
    const old = await signIn(t.app, 'admin', 'Admin@123', 'demo');
    const response = await switchTenant(old, 'second');
    const body = response.json<{ code: number; data: { token: string; tenant_id: string } }>();
    expect(body.code).toBe(0);
    expect(body.data.tenant_id).toBe('second');
    const fresh = { token: body.data.token, tenantId: 'second' };
    expect((await profile(fresh)).json()).toMatchObject({
      data: { tenant: { tenant_id: 'second' } },
    });
    expect((await profile(old)).statusCode).toBe(401);
  });

  it('switch-tenant to a tenant the user does not belong to answers 403 and keeps the token', async () => {
    const operator = await signIn(t.app, 'operator', 'Operator@123');
    expect((await switchTenant(operator, 'second')).statusCode).toBe(403);
    expect((await switchTenant(operator, 'nowhere')).statusCode).toBe(403);
    expect((await profile(operator)).statusCode).toBe(200);
  });

  it('switch-tenant without tenant_id answers 400 naming the field', async () => {
    const admin = await signIn(t.app, 'admin', 'Admin@123');
    const response = await switchTenant(admin, undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: '企业ID不能为空' });
  });
});
