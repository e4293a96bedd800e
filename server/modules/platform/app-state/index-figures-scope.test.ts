// issue #41 data scope on /index: today's figures (新增, 流失, 净增, 客户总数, 客户群, 员工) of a
// 本人 reader count their employee's customers, relations and groups only (docs/permissions.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndexTodayFigures } from '../../../../contract/platform';
import { menuCodeForPath } from '../../../../contract/menu-codes';
import {
  addScopedMember,
  customersOf,
  employeesByCustomers,
} from '../../../test-support/scope-members';
import type { ScopedMember } from '../../../test-support/scope-members';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';

const FIGURES = '/scrm/v1/platform/mini-initial-lead/get-index-today-figures';
let t: TestApp;
let admin: { token: string; tenantId: string };
let member: ScopedMember;
let own = 0;
let other = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 'Admin@123', 'demo');
  const busiest = await employeesByCustomers(t.database.handle, 'demo');
  own = busiest[0]?.id ?? 0;
  other = busiest[1]?.id ?? 0;
  member = await addScopedMember(
    t,
    'index.own',
    [
      {
        name: '本人首页',
        codes: [menuCodeForPath('/group-list') ?? ''],
        actions: [],
        scope: 'self',
      },
    ],
    own,
  );
});
afterAll(() => t.close());

async function post<T>(session: { token: string; tenantId: string }, url: string, method = 'POST') {
  const response = await t.app.inject({
    method: method as 'POST',
    url,
    headers: authHeaders(session),
    ...(method === 'POST' ? { payload: {} } : {}),
  });
  return response.json<{ code: number; data: T }>().data;
}
const figures = (session: { token: string; tenantId: string }) =>
  post<IndexTodayFigures>(session, FIGURES);

/** A new customer added by `employeeId` at the test clock's now. */
async function addCustomer(employeeId: number, name: string): Promise<number> {
  const at = new Date(t.clock.now).toISOString();
  const [row] = (
    await t.database.handle.executeSql(
      `INSERT INTO customers (tenant_id, external_user_id, name, last_added_at)
       VALUES ('demo', $1, $1, $2) RETURNING id`,
      [name, at],
    )
  ).rows as Array<{ id: number }>;
  await t.database.handle.executeSql(
    `INSERT INTO customer_relations (tenant_id, customer_id, employee_id, added_at)
     VALUES ('demo', $1, $2, $3)`,
    [row?.id, employeeId, at],
  );
  return Number(row?.id);
}

describe('/index today figures under the data scope (issue #41)', () => {
  it("a 本人 reader's today figures count only their employee's customers, groups and adds and losses, and 员工 is their own", async () => {
    const before = { admin: await figures(admin), member: await figures(member) };
    expect(before.member.total_customers).toBeGreaterThan(0);
    expect(before.member.total_customers).toBeLessThanOrEqual(
      await customersOf(t.database.handle, 'demo', [own]),
    );
    expect(before.member.total_customers).toBeLessThan(before.admin.total_customers);
    const groups = await post<{ total: number }>(
      member,
      '/scrm/v1/customer/groups?page_size=1',
      'GET',
    );
    expect(before.member.total_groups).toBe(groups.total);
    expect(before.member.total_groups).toBeLessThan(before.admin.total_groups);
    expect(before.member.employees).toBe(1);
    expect(before.admin.employees).toBeGreaterThan(1);

    // Today: one customer added by the reader's employee, one by another, and another
    // employee's customer deleting them.
    await addCustomer(own, 'wm-index-own');
    const theirs = await addCustomer(other, 'wm-index-other');
    await t.database.handle.executeSql(
      `UPDATE customer_relations SET deleted_by_customer_at = $1
       WHERE tenant_id = 'demo' AND customer_id = $2`,
      [new Date(t.clock.now).toISOString(), theirs],
    );
    const after = { admin: await figures(admin), member: await figures(member) };
    expect(after.member.new_customers - before.member.new_customers).toBe(1);
    expect(after.member.lost_customers - before.member.lost_customers).toBe(0);
    expect(after.admin.new_customers - before.admin.new_customers).toBe(2);
    expect(after.admin.lost_customers - before.admin.lost_customers).toBe(1);
    expect(after.member.net_customers).toBe(
      after.member.new_customers - after.member.lost_customers,
    );
  });
});
