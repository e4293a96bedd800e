// issue #41 extends issue #32 finding 2: a role manager grants only the action rights they
// hold and no data scope wider than their own — through a role's body, or by giving a member
// a role (main or further) that holds more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCodeForPath } from '../../../../contract/menu-codes';
import type { ConsoleUserRow, RoleRow } from '../../../../contract/setting/role-manage';
import { ROLE_ERROR_CODES } from '../../../../contract/setting/role-manage';
import { createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { call, signInNew } from './role-manage-test-kit';
import type { Session } from './role-manage-test-kit';

let t: TestApp;
let admin: Session;
let manager: Session;
const ROLE_MANAGE = menuCodeForPath('/role-manage') ?? '';

const role = (name: string, actions: string[], scope: string) => ({
  name,
  description: '',
  codes: [ROLE_MANAGE],
  actions,
  scope,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 'Admin@123', 'demo');
  const managerRole = await call<{ id: number }>(
    t,
    admin,
    'POST',
    '/roles',
    role('导出的角色管理员', ['export'], 'department'),
  );
  const created = await call<{ id: number; password: string }>(t, admin, 'POST', '/users', {
    account: 'rights.manager',
    name: '权限管理员',
    role_id: managerRole.data.id,
  });
  manager = await signInNew(t, 'rights.manager', created.data.password);
});
afterAll(() => t.close());

describe('issue #41: a manager grants only the actions and scope they hold', () => {
  it('cannot create a role with an action right they do not hold', async () => {
    const beyond = await call(t, manager, 'POST', '/roles', role('可删除', ['delete'], 'self'));
    expect(beyond.code).toBe(ROLE_ERROR_CODES.grantBeyondOwn);
    expect(beyond.body?.msg).toBe('只能授予自己拥有的操作权限');
  });

  it('cannot create a role with a data scope wider than their own', async () => {
    const wider = await call(t, manager, 'POST', '/roles', role('全公司', [], 'all'));
    expect(wider.code).toBe(ROLE_ERROR_CODES.grantBeyondOwn);
    expect(wider.body?.msg).toBe('不能授予比自己更大的数据范围');
  });

  it('can create a role with the actions and scope they hold, and it reads back', async () => {
    const within = await call<{ id: number }>(
      t,
      manager,
      'POST',
      '/roles',
      role('同等权限', ['export'], 'department'),
    );
    expect(within.code).toBe(0);
    const roles = await call<{ list: RoleRow[] }>(t, admin, 'GET', '/roles');
    const saved = roles.data.list.find((row) => row.id === within.data.id);
    expect(saved).toMatchObject({ actions: ['export'], scope: 'department' });
  });

  it('cannot give a member a further role that holds more than they do', async () => {
    const operator = (await call<{ list: RoleRow[] }>(t, admin, 'GET', '/roles')).data.list.find(
      (row) => row.name === '运营',
    );
    const target = await call<{ id: number }>(t, admin, 'POST', '/users', {
      account: 'rights.target',
      name: '被授权人',
      role_id: (await call<{ id: number }>(t, admin, 'POST', '/roles', role('基础', [], 'self')))
        .data.id,
    });
    const users = await call<{ list: ConsoleUserRow[] }>(
      t,
      admin,
      'GET',
      '/users?keyword=rights.target',
    );
    const member = users.data.list[0];
    const extra = await call(t, manager, 'POST', `/users/${target.data.id}/role`, {
      role_id: member?.role_id,
      extra_role_ids: [operator?.id],
    });
    expect(extra.code).toBe(ROLE_ERROR_CODES.grantBeyondOwn);
    const after = await call<{ list: ConsoleUserRow[] }>(
      t,
      admin,
      'GET',
      '/users?keyword=rights.target',
    );
    expect(after.data.list[0]?.extra_role_ids).toEqual([]);
  });
});
