// issue #41 test support: console users with given roles (several at once), action rights,
// data scope and linked employee, made directly in the database of a test app so a test can
// sign them in at once (no first-sign-in password change).
import type { DataScopeKind } from '../../contract/action-rights';
import { hashPassword } from '../modules/auth/password';
import type { DatabaseHandle } from '../db/database';
import type { TestApp } from './test-app';
import { signIn } from './test-app';

export const SCOPE_PASSWORD = 'Scope#Pass2026';

export interface RoleSpec {
  readonly name: string;
  readonly codes: readonly string[];
  readonly actions: readonly string[];
  readonly scope: DataScopeKind;
}

export interface ScopedMember {
  readonly account: string;
  readonly password: string;
  readonly tenantId: string;
  token: string;
  readonly userId: number;
  readonly roleIds: readonly number[];
}

const rows = <T>(result: { rows: unknown[] }) => result.rows as T[];

/** A member holding `roles` (the first is the main one) linked to `employeeId`. */
export async function addScopedMember(
  t: TestApp,
  account: string,
  roles: readonly RoleSpec[],
  employeeId: number | null,
  tenantId = 'demo',
): Promise<ScopedMember> {
  const handle = t.database.handle;
  const roleIds: number[] = [];
  for (const role of roles) {
    const [row] = rows<{ id: number }>(
      await handle.executeSql(
        `INSERT INTO roles (tenant_id, name, codes, actions, scope)
         VALUES ($1, $2, $3::text[], $4::text[], $5) RETURNING id`,
        [tenantId, role.name, [...role.codes], [...role.actions], role.scope],
      ),
    );
    roleIds.push(Number(row?.id));
  }
  const [user] = rows<{ id: number }>(
    await handle.executeSql(
      `INSERT INTO users (account, name, password_hash) VALUES ($1, $2, $3) RETURNING id`,
      [account, account, await hashPassword(SCOPE_PASSWORD)],
    ),
  );
  const userId = Number(user?.id);
  await handle.executeSql(
    `INSERT INTO memberships (tenant_id, user_id, role_id, extra_role_ids, employee_id)
     VALUES ($1, $2, $3, $4::int[], $5)`,
    [tenantId, userId, roleIds[0], roleIds.slice(1), employeeId],
  );
  const { token } = await signIn(t.app, account, SCOPE_PASSWORD, tenantId);
  return { account, password: SCOPE_PASSWORD, tenantId, token, userId, roleIds };
}

/** A new employee of the tenant with no customer, group or record of its own. */
export async function addEmptyEmployee(
  handle: DatabaseHandle,
  tenantId: string,
  platformUserId: string,
  departmentId: number | null = null,
): Promise<number> {
  const [row] = rows<{ id: number }>(
    await handle.executeSql(
      `INSERT INTO employees (tenant_id, platform_user_id, name, department_id)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [tenantId, platformUserId, `无客户员工${platformUserId}`, departmentId],
    ),
  );
  return Number(row?.id);
}

/** The tenant's employees by their number of customers, most first. */
export async function employeesByCustomers(
  handle: DatabaseHandle,
  tenantId: string,
): Promise<Array<{ id: number; customers: number; departmentId: number | null }>> {
  return rows<{ id: number; customers: number; department_id: number | null }>(
    await handle.executeSql(
      `SELECT e.id, e.department_id, count(DISTINCT r.customer_id)::int AS customers
       FROM employees e JOIN customer_relations r
         ON r.tenant_id = e.tenant_id AND r.employee_id = e.id
       WHERE e.tenant_id = $1 GROUP BY e.id, e.department_id ORDER BY customers DESC, e.id`,
      [tenantId],
    ),
  ).map((row) => ({
    id: Number(row.id),
    customers: Number(row.customers),
    departmentId: row.department_id === null ? null : Number(row.department_id),
  }));
}

/** Customers with a relation to one of `employeeIds` (the 本人 / 本部门 definition). */
export async function customersOf(
  handle: DatabaseHandle,
  tenantId: string,
  employeeIds: readonly number[],
): Promise<number> {
  const [row] = rows<{ n: number }>(
    await handle.executeSql(
      `SELECT count(DISTINCT customer_id)::int AS n FROM customer_relations
       WHERE tenant_id = $1 AND employee_id = ANY($2::int[])`,
      [tenantId, [...employeeIds]],
    ),
  );
  return Number(row?.n ?? 0);
}
