// issue #14 + docs/conventions.md "Tenants never mix": tenant `second` (admin2) calls every /role-manage
// endpoint with `demo`'s ids and neither sees nor changes anything of demo's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow, ConsoleUserRow, RoleRow } from '../../../../contract/setting/role-manage';
import { createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { call } from './role-manage-test-kit';
import type { Session } from './role-manage-test-kit';

let t: TestApp;
let demo: Session;
let second: Session;

beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'admin', 'Admin@123', 'demo');
  second = await signIn(t.app, 'admin2', 'Admin@123');
});
afterAll(() => t.close());

describe('/role-manage tenant isolation', () => {
  it('tenant second sees and changes none of demo’s roles, users or audit', async () => {
    const demoRoles = (await call<{ list: RoleRow[] }>(t, demo, 'GET', '/roles')).data.list;
    const custom = demoRoles.find((role) => role.name === '客服');
    const demoUsers = (await call<{ list: ConsoleUserRow[] }>(t, demo, 'GET', '/users')).data.list;
    const operator = demoUsers.find((user) => user.account === 'operator');
    expect(custom && operator).toBeTruthy();

    const theirRoles = (await call<{ list: RoleRow[] }>(t, second, 'GET', '/roles')).data.list;
    expect(theirRoles.some((role) => role.id === custom?.id)).toBe(false);
    const theirUsers = (await call<{ list: ConsoleUserRow[] }>(t, second, 'GET', '/users')).data
      .list;
    expect(theirUsers.some((user) => user.account === 'operator')).toBe(false);
    const theirAudit = (await call<{ list: AuditRow[] }>(t, second, 'GET', '/audit')).data.list;
    expect(theirAudit.some((row) => row.target_name === '客服')).toBe(false);

    const body = { name: '夺取', description: '', codes: [] };
    const attempts = [
      await call(t, second, 'POST', `/roles/${custom?.id}`, body),
      await call(t, second, 'DELETE', `/roles/${custom?.id}`),
      await call(t, second, 'POST', `/users/${operator?.id}/role`, { role_id: custom?.id }),
      await call(t, second, 'POST', `/users/${operator?.id}/status`, { enabled: false }),
      await call(t, second, 'POST', `/users/${operator?.id}/reset-password`),
      await call(t, second, 'DELETE', `/users/${operator?.id}`),
      await call(t, second, 'POST', '/users', {
        account: 'intruder',
        name: '外人',
        role_id: custom?.id,
      }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(200);
      expect(attempt.code).not.toBe(0);
    }

    const after = (await call<{ list: RoleRow[] }>(t, demo, 'GET', '/roles')).data.list;
    expect(after.find((role) => role.id === custom?.id)).toEqual(custom);
    const usersAfter = (await call<{ list: ConsoleUserRow[] }>(t, demo, 'GET', '/users')).data.list;
    expect(usersAfter.find((user) => user.account === 'operator')).toEqual(operator);
    // the operator still signs in with the seeded password (not reset by second)
    expect((await signIn(t.app, 'operator', 'Operator@123')).tenantId).toBe('demo');
  });
});
