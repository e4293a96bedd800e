// /mail-list reads (docs/domain.md §7): the department tree with head counts, the employee list
// (name, department, role, customers, seat) and the pickers' options. Scoped by tenant.
import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type {
  DepartmentRow,
  DirectoryOptions,
  EmployeeListQuery,
  EmployeeRole,
  EmployeeRow,
  SeatStatus,
} from '../../../../contract/company/mail-list';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { customerRelations } from '../../../db/schema/customers';
import { departments, employees } from '../../../db/schema/directory';
import { offsetOf } from '../../../db/list-query';

const ACTIVE = 1;

export async function listDepartments(db: Database, tenantId: string): Promise<DepartmentRow[]> {
  const rows = await db
    .select({
      id: departments.id,
      name: departments.name,
      parent_id: departments.parentId,
      order: departments.sortOrder,
      // Written out: drizzle leaves columns unqualified inside a select list.
      employee_count: sql<number>`(select count(*)::int from employees e
        where e.tenant_id = departments.tenant_id and e.department_id = departments.id
        and e.status = ${ACTIVE})`,
    })
    .from(departments)
    .where(eq(departments.tenantId, tenantId))
    .orderBy(asc(departments.sortOrder), asc(departments.id));
  return rows;
}

/** The departments and all their descendants (a department filter includes sub-departments). */
export async function withDescendants(
  db: Database,
  tenantId: string,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const all = await db
    .select({ id: departments.id, parentId: departments.parentId })
    .from(departments)
    .where(eq(departments.tenantId, tenantId));
  const result = new Set(ids.filter((id) => all.some((row) => row.id === id)));
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of all) {
      if (row.parentId !== null && result.has(row.parentId) && !result.has(row.id)) {
        result.add(row.id);
        grew = true;
      }
    }
  }
  return [...result];
}

const activeRelation = and(
  isNull(customerRelations.deletedByCustomerAt),
  isNull(customerRelations.deletedByEmployeeAt),
);

export async function listEmployees(
  db: Database,
  tenantId: string,
  query: EmployeeListQuery,
): Promise<ListData<EmployeeRow>> {
  const departmentIds =
    query.department_id === undefined
      ? undefined
      : query.include_children
        ? await withDescendants(db, tenantId, [query.department_id])
        : [query.department_id];
  const where = and(
    eq(employees.tenantId, tenantId),
    query.name ? ilike(employees.name, `%${query.name}%`) : undefined,
    departmentIds
      ? inArray(employees.departmentId, departmentIds.length ? departmentIds : [-1])
      : undefined,
  );
  const [total] = await db.select({ value: count() }).from(employees).where(where);
  const rows = await db
    .select({
      id: employees.id,
      platform_user_id: employees.platformUserId,
      name: employees.name,
      avatar: employees.avatar,
      department_id: employees.departmentId,
      department_name: sql<string>`coalesce(${departments.name}, '')`,
      position: employees.position,
      role: employees.role,
      seat_status: employees.seatStatus,
      seat_expires_at: employees.seatExpiresAt,
      status: employees.status,
    })
    .from(employees)
    .leftJoin(
      departments,
      and(eq(departments.tenantId, employees.tenantId), eq(departments.id, employees.departmentId)),
    )
    .where(where)
    .orderBy(asc(employees.status), asc(employees.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const ids = rows.map((row) => row.id);
  const counts = ids.length
    ? await db
        .select({ employeeId: customerRelations.employeeId, value: count() })
        .from(customerRelations)
        .where(
          and(
            eq(customerRelations.tenantId, tenantId),
            inArray(customerRelations.employeeId, ids),
            activeRelation,
          ),
        )
        .groupBy(customerRelations.employeeId)
    : [];
  const countOf = new Map(counts.map((row) => [row.employeeId, row.value]));
  return {
    list: rows.map((row) => ({
      ...row,
      role: row.role as EmployeeRole,
      seat_status: row.seat_status as SeatStatus,
      seat_expires_at: row.seat_expires_at?.toISOString() ?? null,
      status: row.status === 2 ? 2 : 1,
      customer_count: countOf.get(row.id) ?? 0,
    })),
    total: total?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function directoryOptions(db: Database, tenantId: string): Promise<DirectoryOptions> {
  const [departmentRows, employeeRows] = await Promise.all([
    db
      .select({ id: departments.id, name: departments.name, parent_id: departments.parentId })
      .from(departments)
      .where(eq(departments.tenantId, tenantId))
      .orderBy(asc(departments.sortOrder), asc(departments.id)),
    db
      .select({ id: employees.id, name: employees.name, department_id: employees.departmentId })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(employees.status, ACTIVE)))
      .orderBy(asc(employees.id)),
  ]);
  return { departments: departmentRows, employees: employeeRows };
}
