// issue #41 "Data scope" (docs/permissions.md): a manager links a member to a directory
// employee in 成员管理 — the anchor of 本人 / 本部门. The members list answers the link, the
// member's reads follow it, unlinking leaves a 本人 member nothing, and an employee of another
// tenant, an unknown one or the manager's own account is refused with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCodeForPath } from '../../../../contract/menu-codes';
import type { ConsoleUserRow } from '../../../../contract/setting/role-manage';
import { ROLE_ERROR_CODES } from '../../../../contract/setting/role-manage';
import { customersOf, employeesByCustomers } from '../../../test-support/scope-members';
import {
  CHANGED_PASSWORD,
  authHeaders,
  createTestApp,
  signIn,
} from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { call, signInNew } from './role-manage-test-kit';
import type { Session } from './role-manage-test-kit';

let t: TestApp;
let admin: Session;
let memberId = 0;
let own = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 'Admin@123', 'demo');
  own = (await employeesByCustomers(t.database.handle, 'demo'))[0]?.id ?? 0;
  const role = await call<{ id: number }>(t, admin, 'POST', '/roles', {
    name: '本人销售',
    description: '',
    codes: [menuCodeForPath('/customer-list')],
    actions: [],
    scope: 'self',
  });
  const created = await call<{ id: number; password: string }>(t, admin, 'POST', '/users', {
    account: 'link.sales',
    name: '销售',
    role_id: role.data.id,
  });
  memberId = created.data.id;
  await signInNew(t, 'link.sales', created.data.password);
});
afterAll(() => t.close());

const memberRow = async () =>
  (await call<{ list: ConsoleUserRow[] }>(t, admin, 'GET', '/users?keyword=link.sales')).data
    .list[0];
const link = (employeeId: number | null, session: Session = admin, id = memberId) =>
  call<{ id: number }>(t, session, 'POST', `/users/${id}/employee`, { employee_id: employeeId });
/** The member's customer total, signed in afresh (a link ends the member's sessions). */
const memberCustomers = async () => {
  const member = await signIn(t.app, 'link.sales', CHANGED_PASSWORD, 'demo');
  const response = await t.app.inject({
    url: '/scrm/v1/customer/customers',
    headers: authHeaders(member),
  });
  return response.json<{ data: { total: number } }>().data.total;
};

describe('/role-manage linking a member to an employee (issue #41)', () => {
  it('the members list answers the linked employee and the 本人 member sees exactly their customers', async () => {
    expect(own).toBeGreaterThan(0);
    expect((await memberRow())?.employee_id).toBeNull();
    const linked = await link(own);
    expect(linked.code).toBe(0);
    const row = await memberRow();
    expect(row?.employee_id).toBe(own);
    expect(row?.employee_name).toBeTruthy();
    const expected = await customersOf(t.database.handle, 'demo', [own]);
    expect(expected).toBeGreaterThan(0);
    expect(await memberCustomers()).toBe(expected);
  });

  it('unlinking answers 未关联 (null) and leaves the 本人 member no customer', async () => {
    expect((await link(null)).code).toBe(0);
    expect((await memberRow())?.employee_id).toBeNull();
    expect(await memberCustomers()).toBe(0);
  });

  it("refuses another tenant's or an unknown employee, and the manager's own account", async () => {
    const result = await t.database.handle.executeSql(
      `SELECT id FROM employees WHERE tenant_id <> 'demo' ORDER BY id LIMIT 1`,
    );
    const foreign = Number((result.rows as Array<{ id: number }>)[0]?.id ?? 999_999);
    expect((await link(foreign)).code).toBe(ROLE_ERROR_CODES.employeeNotFound);
    expect((await link(999_999)).code).toBe(ROLE_ERROR_CODES.employeeNotFound);
    expect((await memberRow())?.employee_id).toBeNull();
    const self = (await call<{ list: ConsoleUserRow[] }>(t, admin, 'GET', '/users')).data.list.find(
      (row) => row.is_self,
    );
    expect((await link(own, admin, self?.id ?? 0)).code).toBe(ROLE_ERROR_CODES.self);
  });
});
