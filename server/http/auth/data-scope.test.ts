// issue #41 "Data scope": a scoped user's reads, exports and statistics hold only their scope
// (本人: their linked employee's; 本部门: their department and its sub-departments), and a
// user holding several roles gets the union of pages and actions and the widest scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCodeForPath } from '../../../contract/menu-codes';
import type { GroupRow } from '../../../contract/customer/group-list';
import type { OverviewData } from '../../../contract/statistics/privsph-overview';
import {
  addScopedMember,
  customersOf,
  employeesByCustomers,
} from '../../test-support/scope-members';
import type { ScopedMember } from '../../test-support/scope-members';
import { authHeaders, createTestApp, signIn } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: { token: string; tenantId: string };
let own = 0;
const code = (path: string) => menuCodeForPath(path) ?? '';
const CUSTOMER = code('/customer-list');
const GROUPS = code('/group-list');
const OVERVIEW = code('/privsph-overview');
const EXPORT_LOG = code('/export-log');

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 'Admin@123', 'demo');
  own = (await employeesByCustomers(t.database.handle, 'demo'))[0]?.id ?? 0;
});
afterAll(() => t.close());

async function get<T>(session: { token: string; tenantId: string }, url: string) {
  const response = await t.app.inject({ url, headers: authHeaders(session) });
  return { status: response.statusCode, body: response.json<{ code: number; data: T }>() };
}

async function departmentEmployees(employeeId: number): Promise<number[]> {
  const result = await t.database.handle.executeSql(
    `WITH RECURSIVE tree AS (
       SELECT d.id FROM departments d JOIN employees e
         ON e.tenant_id = d.tenant_id AND e.department_id = d.id
        WHERE e.tenant_id = 'demo' AND e.id = $1
       UNION SELECT c.id FROM departments c JOIN tree ON c.parent_id = tree.id
        WHERE c.tenant_id = 'demo')
     SELECT id FROM employees WHERE tenant_id = 'demo'
       AND (id = $1 OR department_id IN (SELECT id FROM tree))`,
    [employeeId],
  );
  return (result.rows as Array<{ id: number }>).map((row) => Number(row.id));
}

const customerTotal = async (session: { token: string; tenantId: string }) =>
  (await get<{ total: number }>(session, '/scrm/v1/customer/customers')).body.data.total;

describe('data scope 本人 (issue #41)', () => {
  let member: ScopedMember;
  beforeAll(async () => {
    member = await addScopedMember(
      t,
      'scope.own',
      [
        {
          name: '本人客户',
          codes: [CUSTOMER, GROUPS, OVERVIEW, EXPORT_LOG],
          actions: ['export'],
          scope: 'self',
        },
      ],
      own,
    );
  });

  it("a 本人 user's customer list holds exactly their employee's customers", async () => {
    const expected = await customersOf(t.database.handle, 'demo', [own]);
    expect(expected).toBeGreaterThan(0);
    expect(await customerTotal(member)).toBe(expected);
    expect(await customerTotal(admin)).toBeGreaterThan(expected);
  });

  it("a 本人 user cannot open another employee's customer", async () => {
    const result = await t.database.handle.executeSql(
      `SELECT c.id FROM customers c WHERE c.tenant_id = 'demo' AND NOT EXISTS (
         SELECT 1 FROM customer_relations r WHERE r.tenant_id = c.tenant_id
           AND r.customer_id = c.id AND r.employee_id = $1) LIMIT 1`,
      [own],
    );
    const other = Number((result.rows[0] as { id: number }).id);
    const url = `/scrm/v1/customer/customers/${other}`;
    expect((await get(admin, url)).body.code).toBe(0);
    expect((await get(member, url)).body.code).not.toBe(0);
  });

  it('a 本人 user lists only the groups their employee owns', async () => {
    const answer = await get<{ list: GroupRow[]; total: number }>(
      member,
      '/scrm/v1/customer/groups?page_size=100',
    );
    const owned = await t.database.handle.executeSql(
      `SELECT count(*)::int AS n FROM customer_groups
       WHERE tenant_id = 'demo' AND owner_employee_id = $1 AND dismissed_at IS NULL`,
      [own],
    );
    expect(answer.body.data.total).toBe(Number((owned.rows[0] as { n: number }).n));
    expect(answer.body.data.list.every((row) => row.owner?.id === own)).toBe(true);
    const all = await get<{ total: number }>(admin, '/scrm/v1/customer/groups');
    expect(all.body.data.total).toBeGreaterThan(answer.body.data.total);
  });

  it("a 本人 user's statistics overview counts only their customers", async () => {
    const url = '/scrm/v1/statistics/privsph-overview?days=7';
    const mine = (await get<OverviewData>(member, url)).body.data;
    const all = (await get<OverviewData>(admin, url)).body.data;
    const total = (data: OverviewData) =>
      data.kpis.find((kpi) => kpi.key === 'customers_total')?.value ?? -1;
    expect(total(mine)).toBe(await customersOf(t.database.handle, 'demo', [own]));
    expect(total(all)).toBeGreaterThan(total(mine));
    expect(mine.top_employees.every((row) => row.employee_id === own)).toBe(true);
  });

  it("a 本人 user's export holds only their customers", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/scrm/v1/setting/export-log/create',
      headers: authHeaders(member),
      payload: { type: 'customer_list', format: 'csv', columns: ['name'], filters: {} },
    });
    const id = created.json<{ code: number; data: { id: number } }>().data.id;
    await t.jobs.runDue();
    const link = await t.app.inject({
      method: 'POST',
      url: `/scrm/v1/setting/export-log/${id}/link`,
      headers: authHeaders(member),
    });
    const file = await t.app.inject({ url: link.json<{ data: { url: string } }>().data.url });
    const rows = file.body.trim().split('\r\n').length - 1;
    expect(rows).toBe(await customersOf(t.database.handle, 'demo', [own]));
  });
});

describe('data scope 本部门 and several roles (issue #41)', () => {
  it('a 本部门 user sees the customers of their department and its sub-departments', async () => {
    const members = await departmentEmployees(own);
    expect(members.length).toBeGreaterThan(1);
    const lead = await addScopedMember(
      t,
      'scope.department',
      [{ name: '本部门客户', codes: [CUSTOMER], actions: [], scope: 'department' }],
      own,
    );
    expect(await customerTotal(lead)).toBe(await customersOf(t.database.handle, 'demo', members));
  });

  it('several roles: page codes and actions add up, and the widest scope counts', async () => {
    const customersOnly = await addScopedMember(
      t,
      'scope.one-role',
      [{ name: '单角色', codes: [CUSTOMER], actions: [], scope: 'self' }],
      own,
    );
    const both = await addScopedMember(
      t,
      'scope.two-roles',
      [
        { name: '角色甲', codes: [CUSTOMER], actions: [], scope: 'self' },
        { name: '角色乙', codes: [GROUPS], actions: ['export'], scope: 'department' },
      ],
      own,
    );
    expect((await get(customersOnly, '/scrm/v1/customer/groups')).status).toBe(403);
    expect((await get(both, '/scrm/v1/customer/groups')).status).toBe(200);
    const menu = await get<{ actions: string[]; scope: string }>(both, '/scrm/v1/platform/menu');
    expect(menu.body.data.actions).toEqual(['export']);
    expect(menu.body.data.scope).toBe('department');
    const department = await customersOf(t.database.handle, 'demo', await departmentEmployees(own));
    expect(await customerTotal(both)).toBe(department);
    expect(await customerTotal(customersOnly)).toBe(
      await customersOf(t.database.handle, 'demo', [own]),
    );
  });
});
