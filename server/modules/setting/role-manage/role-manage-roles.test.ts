// issue #14 /role-manage roles: create/edit/delete with the route table's codes, the built-in
// 超级管理员 cannot be edited or deleted, a change takes effect on the member's next request,
// bad bodies are refused naming the field, and every change is in the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCodeForPath } from '../../../../contract/menu-codes';
import type { AuditRow, RoleRow } from '../../../../contract/setting/role-manage';
import { ROLE_ERROR_CODES } from '../../../../contract/setting/role-manage';
import {
  authHeaders,
  createTestApp,
  signIn,
  signInFirstTime,
} from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { call } from './role-manage-test-kit';
import type { Session } from './role-manage-test-kit';

let t: TestApp;
let admin: Session;
const CUSTOMER_LIST = menuCodeForPath('/customer-list') ?? '';
const LOSS = menuCodeForPath('/loss-customer') ?? '';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 'Admin@123', 'demo');
});
afterAll(() => t.close());

const roles = async () => (await call<{ list: RoleRow[] }>(t, admin, 'GET', '/roles')).data.list;

describe('/role-manage roles', () => {
  it('lists the built-in 超级管理员 holding every code, with member counts', async () => {
    const list = await roles();
    const superAdmin = list.find((role) => role.built_in);
    expect(superAdmin?.name).toBe('超级管理员');
    expect(superAdmin?.codes).toContain(menuCodeForPath('/role-manage'));
    expect(superAdmin?.member_count).toBeGreaterThanOrEqual(1);
  });

  it('creates a role with page codes, in route-table order, and audits it', async () => {
    const created = await call<{ id: number }>(t, admin, 'POST', '/roles', {
      name: '客户专员',
      description: '只看客户',
      codes: [LOSS, CUSTOMER_LIST],
    });
    expect(created.code).toBe(0);
    const role = (await roles()).find((row) => row.id === created.data.id);
    expect(role?.codes).toEqual([CUSTOMER_LIST, LOSS]);
    const audit = await call<{ list: AuditRow[] }>(t, admin, 'GET', '/audit');
    expect(audit.data.list[0]).toMatchObject({
      action: 'role_create',
      target_name: '客户专员',
      actor_name: '管理员（admin）',
    });
  });

  it('refuses a duplicate name, an unknown code and a missing name (400 naming the field)', async () => {
    const duplicate = await call(t, admin, 'POST', '/roles', {
      name: '客户专员',
      description: '',
      codes: [],
    });
    expect(duplicate.code).toBe(ROLE_ERROR_CODES.nameTaken);
    const unknown = await call(t, admin, 'POST', '/roles', {
      name: '乱码',
      description: '',
      codes: ['rs_scrm_nope'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body?.msg).toContain('权限');
    const missing = await call(t, admin, 'POST', '/roles', { description: '', codes: [] });
    expect(missing.status).toBe(400);
    expect(missing.body?.msg).toContain('角色名称');
    expect((await roles()).some((role) => role.name === '乱码')).toBe(false);
  });

  it('never edits or deletes the built-in 超级管理员', async () => {
    const superAdmin = (await roles()).find((role) => role.built_in);
    const edit = await call(t, admin, 'POST', `/roles/${superAdmin?.id}`, {
      name: '超级管理员',
      description: '',
      codes: [CUSTOMER_LIST],
    });
    expect(edit.code).toBe(ROLE_ERROR_CODES.builtIn);
    const remove = await call(t, admin, 'DELETE', `/roles/${superAdmin?.id}`);
    expect(remove.code).toBe(ROLE_ERROR_CODES.builtIn);
    expect((await roles()).find((role) => role.built_in)?.codes.length).toBe(
      superAdmin?.codes.length,
    );
  });

  it('applies a removed code on the member’s next request (403), without a new token', async () => {
    const role = (await roles()).find((row) => row.name === '客户专员');
    const user = await call<{ id: number; password: string }>(t, admin, 'POST', '/users', {
      account: 'kefu01',
      name: '客服一号',
      role_id: role?.id,
    });
    const member = await signInFirstTime(t.app, 'kefu01', user.data.password);
    const read = () =>
      t.app.inject({ url: '/scrm/v1/platform/menu', headers: authHeaders(member) });
    const loss = () =>
      t.app.inject({ url: '/scrm/v1/customer/loss-customers', headers: authHeaders(member) });
    const before = (await read()).json<{ data: { accessibleMenu: { code: string }[] } }>();
    expect(before.data.accessibleMenu.map((item) => item.code)).toEqual([CUSTOMER_LIST, LOSS]);
    expect((await loss()).statusCode).not.toBe(403);

    await call(t, admin, 'POST', `/roles/${role?.id}`, {
      name: '客户专员',
      description: '只看客户列表',
      codes: [CUSTOMER_LIST],
    });
    expect((await loss()).statusCode).toBe(403);
    const after = (await read()).json<{ data: { accessibleMenu: { code: string }[] } }>();
    expect(after.data.accessibleMenu.map((item) => item.code)).toEqual([CUSTOMER_LIST]);
    const audit = await call<{ list: AuditRow[] }>(t, admin, 'GET', '/audit');
    expect(audit.data.list[0]?.detail).toContain('移除权限：流失客户');
  });

  it('refuses to delete a role still assigned, deletes an unused one after that', async () => {
    const role = (await roles()).find((row) => row.name === '客户专员');
    expect((await call(t, admin, 'DELETE', `/roles/${role?.id}`)).code).toBe(
      ROLE_ERROR_CODES.inUse,
    );
    const spare = await call<{ id: number }>(t, admin, 'POST', '/roles', {
      name: '临时',
      description: '',
      codes: [],
    });
    expect((await call(t, admin, 'DELETE', `/roles/${spare.data.id}`)).code).toBe(0);
    expect((await roles()).some((row) => row.name === '临时')).toBe(false);
  });

  it('needs the role-manage code: the operator role gets 403', async () => {
    const operator = await signIn(t.app, 'operator', 'Operator@123');
    expect((await call(t, operator, 'GET', '/roles')).status).toBe(403);
    expect((await call(t, operator, 'POST', '/users', {})).status).toBe(403);
  });
});
