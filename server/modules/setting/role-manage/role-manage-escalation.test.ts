// issue #32 finding 2: a role manager can make themselves super admin. A user whose role holds
// only /role-manage's code grants only codes they hold, never edits or assigns their own role,
// and never creates, edits, disables or resets a super admin; every refusal is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCodeForPath } from '../../../../contract/menu-codes';
import type { AuditRow, ConsoleUserRow, RoleRow } from '../../../../contract/setting/role-manage';
import { ROLE_ERROR_CODES } from '../../../../contract/setting/role-manage';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { call, signInNew } from './role-manage-test-kit';
import type { Session } from './role-manage-test-kit';

let t: TestApp;
let admin: Session;
let manager: Session;
let managerRoleId = 0;
let managerId = 0;
let adminId = 0;
let superRoleId = 0;
let operatorRoleId = 0;
const ROLE_MANAGE = menuCodeForPath('/role-manage') ?? '';
const CUSTOMER_LIST = '/scrm/v1/customer/customers';

const refusals = [
  ROLE_ERROR_CODES.grantBeyondOwn,
  ROLE_ERROR_CODES.ownRole,
  ROLE_ERROR_CODES.self,
  ROLE_ERROR_CODES.superAdminOnly,
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 'Admin@123', 'demo');
  const roles = (await call<{ list: RoleRow[] }>(t, admin, 'GET', '/roles')).data.list;
  superRoleId = roles.find((role) => role.built_in)?.id ?? 0;
  operatorRoleId = roles.find((role) => role.name === '运营')?.id ?? 0;
  managerRoleId = (
    await call<{ id: number }>(t, admin, 'POST', '/roles', {
      name: '成员管理',
      description: '只管角色',
      codes: [ROLE_MANAGE],
    })
  ).data.id;
  const created = await call<{ id: number; password: string }>(t, admin, 'POST', '/users', {
    account: 'role.manager',
    name: '角色管理员',
    role_id: managerRoleId,
  });
  managerId = created.data.id;
  manager = await signInNew(t, 'role.manager', created.data.password);
  const users = await call<{ list: ConsoleUserRow[] }>(t, admin, 'GET', '/users');
  adminId = users.data.list.find((user) => user.account === 'admin')?.id ?? 0;
});
afterAll(() => t.close());

const customerList = (session: Session) =>
  t.app.inject({ url: CUSTOMER_LIST, headers: authHeaders(session) });

describe('issue #32 finding 2: a role manager cannot make themselves super admin', () => {
  it('cannot give their own role every code (nor grant a code they do not hold)', async () => {
    const everyCode = (await call<{ list: RoleRow[] }>(t, admin, 'GET', '/roles')).data.list.find(
      (role) => role.built_in,
    )?.codes;
    const own = await call(t, manager, 'POST', `/roles/${managerRoleId}`, {
      name: '成员管理',
      description: '',
      codes: everyCode,
    });
    expect(own.code).toBe(ROLE_ERROR_CODES.ownRole);
    expect((await customerList(manager)).statusCode).toBe(403);
    const other = await call(t, manager, 'POST', '/roles', {
      name: '全能',
      description: '',
      codes: everyCode,
    });
    expect(other.code).toBe(ROLE_ERROR_CODES.grantBeyondOwn);
    const within = await call(t, manager, 'POST', '/roles', {
      name: '同权',
      description: '',
      codes: [ROLE_MANAGE],
    });
    expect(within.code).toBe(0);
  });

  it('cannot assign themselves the super-admin role (nor any role)', async () => {
    const self = await call(t, manager, 'POST', `/users/${managerId}/role`, {
      role_id: superRoleId,
    });
    expect(self.code).toBe(ROLE_ERROR_CODES.self);
    expect((await customerList(manager)).statusCode).toBe(403);
  });

  it('cannot create an account with the super-admin role, nor with codes they lack', async () => {
    const superAccount = await call<{ password?: string }>(t, manager, 'POST', '/users', {
      account: 'shadow.admin',
      name: '影子',
      role_id: superRoleId,
    });
    expect(superAccount.code).toBe(ROLE_ERROR_CODES.superAdminOnly);
    expect(superAccount.data?.password).toBeUndefined();
    const operator = await call(t, manager, 'POST', '/users', {
      account: 'shadow.operator',
      name: '影子运营',
      role_id: operatorRoleId,
    });
    expect(operator.code).toBe(ROLE_ERROR_CODES.grantBeyondOwn);
    const users = await call<{ list: ConsoleUserRow[] }>(t, admin, 'GET', '/users?keyword=shadow');
    expect(users.data.list).toHaveLength(0);
  });

  it('cannot disable the original super admin, even when another super admin exists', async () => {
    const second = await call<{ id: number }>(t, admin, 'POST', '/users', {
      account: 'second.admin',
      name: '第二超管',
      role_id: superRoleId,
    });
    expect(second.code).toBe(0);
    const disable = await call(t, manager, 'POST', `/users/${adminId}/status`, {
      enabled: false,
    });
    expect(disable.code).toBe(ROLE_ERROR_CODES.superAdminOnly);
    const users = await call<{ list: ConsoleUserRow[] }>(t, admin, 'GET', '/users?keyword=admin');
    expect(users.data.list.find((user) => user.id === adminId)?.enabled).toBe(true);
  });

  it("cannot reset another super admin's password and receive it", async () => {
    const users = await call<{ list: ConsoleUserRow[] }>(t, admin, 'GET', '/users?keyword=second');
    const second = users.data.list.find((user) => user.account === 'second.admin');
    const reset = await call<{ password?: string }>(
      t,
      manager,
      'POST',
      `/users/${second?.id}/reset-password`,
    );
    expect(reset.code).toBe(ROLE_ERROR_CODES.superAdminOnly);
    expect(reset.data?.password).toBeUndefined();
  });

  it('audits every refusal', async () => {
    const audit = await call<{ list: AuditRow[] }>(t, admin, 'GET', '/audit?page_size=50');
    const refused = audit.data.list.filter((row) => row.action === 'refused');
    expect(refused.length).toBeGreaterThanOrEqual(6);
    expect(refused.every((row) => row.actor_name === '角色管理员（role.manager）')).toBe(true);
    expect(refusals.length).toBe(4);
  });
});
