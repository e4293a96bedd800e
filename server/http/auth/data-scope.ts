// issue #41 "Data scope": the ONE place that turns a user's roles into the rows they may see.
// 全部 sees the whole tenant; 本人 the records of the employee the user is linked to
// (memberships.employee_id); 本部门 the employees of that employee's department and all its
// sub-departments. Every query returning customers, groups, chats, sends, orders, points,
// statistics or exports adds the matching filter below (docs/permissions.md); a scoped user
// with no linked employee sees nothing.
import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { DataScopeKind } from '../../../contract/action-rights';
import type { Database } from '../../db/database';
import { checkSession } from './session-check';

export type DataScope =
  | { readonly all: true }
  | { readonly all: false; readonly kind: DataScopeKind; readonly employeeIds: readonly number[] };

export const ALL_DATA: DataScope = { all: true };

/** The employees a `kind` scope anchored at `employeeId` covers. */
export async function resolveDataScope(
  db: Database,
  tenantId: string,
  kind: DataScopeKind,
  employeeId: number | null,
): Promise<DataScope> {
  if (kind === 'all') return ALL_DATA;
  if (employeeId === null) return { all: false, kind, employeeIds: [] };
  if (kind === 'self') {
    const result = await db.execute(sql`SELECT id FROM employees
      WHERE tenant_id = ${tenantId} AND id = ${employeeId}`);
    return { all: false, kind, employeeIds: idsOf(result) };
  }
  const result = await db.execute(sql`
    WITH RECURSIVE tree AS (
      SELECT d.id FROM departments d JOIN employees e
        ON e.tenant_id = d.tenant_id AND e.department_id = d.id
       WHERE e.tenant_id = ${tenantId} AND e.id = ${employeeId}
      UNION
      SELECT child.id FROM departments child JOIN tree ON child.parent_id = tree.id
       WHERE child.tenant_id = ${tenantId}
    )
    SELECT id FROM employees WHERE tenant_id = ${tenantId}
      AND (id = ${employeeId} OR department_id IN (SELECT id FROM tree))`);
  return { all: false, kind, employeeIds: idsOf(result) };
}

function idsOf(result: unknown): number[] {
  const rows = (result as { rows: Array<{ id: unknown }> }).rows;
  return rows.map((row) => Number(row.id));
}

/** The scope of a user as their roles stand now (a job acting for the user who asked). */
export async function loadUserScope(
  db: Database,
  tenantId: string,
  userId: number,
): Promise<DataScope> {
  const facts = await checkSession(db, null, tenantId, userId);
  return resolveDataScope(db, tenantId, facts.scope, facts.employeeId);
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Rows owned by an employee column (a group's owner, a chat's or order's employee, a send's
 * creator employee): undefined for 全部 (no condition), else the column in the scope.
 */
export function scopeFilter(scope: DataScope, employeeColumn: SQLWrapper): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.employeeIds.length === 0) return sql`false`;
  return sql`${employeeColumn} in (${idList(scope.employeeIds)})`;
}

/**
 * Customers (docs/domain.md §0: a customer belongs to every employee who added them): those
 * with a relation to an employee in the scope.
 */
export function customerScopeFilter(
  scope: DataScope,
  tenantId: string,
  customerIdColumn: SQLWrapper,
): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.employeeIds.length === 0) return sql`false`;
  return sql`exists (select 1 from customer_relations sr where sr.tenant_id = ${tenantId}
    and sr.customer_id = ${customerIdColumn} and sr.employee_id in (${idList(scope.employeeIds)}))`;
}

/** Whether customer `customerId` of the tenant is in `scope` (a detail read, a change). */
export async function customerInScope(
  db: Database,
  tenantId: string,
  scope: DataScope,
  customerId: number,
): Promise<boolean> {
  if (scope.all) return true;
  const condition = customerScopeFilter(scope, tenantId, sql`${customerId}`) ?? sql`true`;
  const result = await db.execute(sql`SELECT ${condition} AS inside`);
  const [row] = (result as unknown as { rows: Array<{ inside: unknown }> }).rows;
  return row?.inside === true || row?.inside === 't';
}

/** A short text naming the scope, for a cache key of figures read under it. */
export function scopeKey(scope: DataScope): string {
  return scope.all ? 'all' : `e${scope.employeeIds.join('.')}`;
}
