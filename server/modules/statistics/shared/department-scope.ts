// issue #21 department filter: a department and every department below it.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/** `employeeColumn` belongs to an employee of `departmentId` or a sub-department. */
export function inDepartment(
  tenantId: string,
  departmentId: number | undefined,
  employeeColumn: SQL,
): SQL {
  if (departmentId === undefined) return sql`true`;
  return sql`${employeeColumn} in (
    with recursive tree as (
      select id from departments where tenant_id = ${tenantId} and id = ${departmentId}
      union all
      select d.id from departments d join tree on d.parent_id = tree.id where d.tenant_id = ${tenantId}
    )
    select e.id from employees e where e.tenant_id = ${tenantId} and e.department_id in (select id from tree))`;
}
