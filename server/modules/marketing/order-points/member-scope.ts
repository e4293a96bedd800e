// issue #41 "Data scope" for members and points: a member (and its points) belongs to the
// scope of its responsible employee (members.responsible_employee_id); 全部 sees every member.
import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';

/** Rows whose member (by `memberIdColumn`) is in `scope`; undefined for 全部. */
export function memberScopeFilter(
  scope: DataScope,
  tenantId: string,
  memberIdColumn: SQLWrapper,
): SQL | undefined {
  const employee = scopeFilter(scope, sql`ms.responsible_employee_id`);
  return employee
    ? sql`exists (select 1 from members ms where ms.tenant_id = ${tenantId}
        and ms.id = ${memberIdColumn} and ${employee})`
    : undefined;
}

export async function memberInScope(
  db: Database,
  tenantId: string,
  scope: DataScope,
  memberId: number,
): Promise<boolean> {
  const condition = memberScopeFilter(scope, tenantId, sql`${memberId}`);
  if (!condition) return true;
  const result = await db.execute(sql`select ${condition} as inside`);
  const [row] = (result as unknown as { rows: Array<{ inside: unknown }> }).rows;
  return row?.inside === true || row?.inside === 't';
}
