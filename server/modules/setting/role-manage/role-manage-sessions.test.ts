// issue #32 finding 6: an admin's password reset left the user's sessions valid (8 h tokens).
// A password reset, a disable or a role change ends the member's sessions: their token gets
// 401 at its next request (even after re-enabling), and a new sign-in works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleRow } from '../../../../contract/setting/role-manage';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { call, signInNew } from './role-manage-test-kit';
import type { Session } from './role-manage-test-kit';

let t: TestApp;
let admin: Session;
let roleIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 'Admin@123', 'demo');
  const roles = await call<{ list: RoleRow[] }>(t, admin, 'GET', '/roles');
  roleIds = Object.fromEntries(roles.data.list.map((role) => [role.name, role.id]));
});
afterAll(() => t.close());

const profile = async (session: Session) =>
  (await t.app.inject({ url: '/scrm/v1/auth/profile', headers: authHeaders(session) })).statusCode;

async function member(account: string) {
  const created = await call<{ id: number; password: string }>(t, admin, 'POST', '/users', {
    account,
    name: account,
    role_id: roleIds['运营'],
  });
  const session = await signInNew(t, account, created.data.password);
  expect(await profile(session)).toBe(200);
  return { id: created.data.id, session };
}

describe('issue #32 finding 6: a reset, disable or role change ends the sessions', () => {
  it("an admin's password reset ends the user's sessions", async () => {
    const { id, session } = await member('session.reset');
    const reset = await call<{ password: string }>(t, admin, 'POST', `/users/${id}/reset-password`);
    expect(reset.code).toBe(0);
    expect(await profile(session)).toBe(401);
    expect(await profile(await signInNew(t, 'session.reset', reset.data.password))).toBe(200);
  });

  it('a disable ends the sessions, and enabling again does not revive them', async () => {
    const { id, session } = await member('session.disable');
    await call(t, admin, 'POST', `/users/${id}/status`, { enabled: false });
    await call(t, admin, 'POST', `/users/${id}/status`, { enabled: true });
    expect(await profile(session)).toBe(401);
  });

  it('a role change (the old role removed) ends the sessions', async () => {
    const { id, session } = await member('session.role');
    await call(t, admin, 'POST', `/users/${id}/role`, { role_id: roleIds['新成员'] });
    expect(await profile(session)).toBe(401);
  });

  it("another member's sessions are untouched", async () => {
    const { session } = await member('session.bystander');
    const other = await member('session.target');
    await call(t, admin, 'POST', `/users/${other.id}/reset-password`);
    expect(await profile(session)).toBe(200);
    expect(await profile(admin)).toBe(200);
  });
});
