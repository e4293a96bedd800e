// issue #9 /mail-list "sync from platform": pull the platform's departments and employees and
// make the mirror match, reporting what was added, changed and removed (by name). Employees
// gone from the platform are kept as "left" (status 2) so history still names them.
// issue #32 finding 7: two syncs of one tenant at once both inserted the same employee (500);
// the platform is read first, then the mirror is changed in one transaction holding the
// tenant's sync lock, so a second sync waits and then finds nothing left to add.
import { and, eq, inArray } from 'drizzle-orm';
import type { DirectorySyncReport, SyncChange } from '../../../../contract/company/mail-list';
import type { Database } from '../../../db/database';
import { departments, employees } from '../../../db/schema/directory';
import { lockForTransaction } from '../../../db/advisory-lock';
import type {
  PlatformAdapter,
  PlatformDepartment,
  PlatformEmployee,
} from '../../../platform/adapter';

const LEFT = 2;

async function syncDepartments(
  db: Database,
  platform: readonly PlatformDepartment[],
  tenantId: string,
) {
  const mirror = await db.select().from(departments).where(eq(departments.tenantId, tenantId));
  const byPlatformId = new Map(mirror.map((row) => [row.platformId, row]));
  const change: { added: string[]; updated: string[]; removed: string[] } = {
    added: [],
    updated: [],
    removed: [],
  };
  for (const department of platform.filter((item) => !byPlatformId.has(item.platformId))) {
    const [row] = await db
      .insert(departments)
      .values({
        tenantId,
        platformId: department.platformId,
        name: department.name,
        sortOrder: department.order,
      })
      .returning();
    if (row) byPlatformId.set(row.platformId, row);
    change.added.push(department.name);
  }
  // Parents resolve once every department exists.
  for (const department of platform) {
    const row = byPlatformId.get(department.platformId);
    if (!row) continue;
    const parentId = department.parentPlatformId
      ? (byPlatformId.get(department.parentPlatformId)?.id ?? null)
      : null;
    if (
      row.name === department.name &&
      row.parentId === parentId &&
      row.sortOrder === department.order
    )
      continue;
    await db
      .update(departments)
      .set({ name: department.name, parentId, sortOrder: department.order })
      .where(and(eq(departments.tenantId, tenantId), eq(departments.id, row.id)));
    if (!change.added.includes(department.name)) change.updated.push(department.name);
  }
  const gone = mirror.filter((row) => !platform.some((item) => item.platformId === row.platformId));
  if (gone.length > 0) {
    await db.delete(departments).where(
      and(
        eq(departments.tenantId, tenantId),
        inArray(
          departments.id,
          gone.map((row) => row.id),
        ),
      ),
    );
    change.removed.push(...gone.map((row) => row.name));
  }
  return { change, byPlatformId };
}

function employeeValues(employee: PlatformEmployee, departmentId: number | null) {
  return {
    name: employee.name,
    departmentId,
    position: employee.position,
    role: employee.role,
    gender: employee.gender,
    avatar: employee.avatar,
    seatStatus: employee.seatStatus,
    seatExpiresAt: employee.seatExpiresAt ? new Date(employee.seatExpiresAt) : null,
    status: 1,
  };
}

async function syncEmployees(
  db: Database,
  platform: readonly PlatformEmployee[],
  tenantId: string,
  departmentIdOf: (platformId: string | null) => number | null,
  now: Date,
): Promise<SyncChange> {
  const mirror = await db.select().from(employees).where(eq(employees.tenantId, tenantId));
  const byUserId = new Map(mirror.map((row) => [row.platformUserId, row]));
  const change: { added: string[]; updated: string[]; removed: string[] } = {
    added: [],
    updated: [],
    removed: [],
  };
  for (const employee of platform) {
    const values = employeeValues(employee, departmentIdOf(employee.departmentPlatformId));
    const row = byUserId.get(employee.platformUserId);
    if (!row) {
      await db
        .insert(employees)
        .values({ tenantId, platformUserId: employee.platformUserId, ...values });
      change.added.push(employee.name);
      continue;
    }
    const same =
      row.name === values.name &&
      row.departmentId === values.departmentId &&
      row.position === values.position &&
      row.role === values.role &&
      row.seatStatus === values.seatStatus &&
      row.status === values.status &&
      (row.seatExpiresAt?.getTime() ?? null) === (values.seatExpiresAt?.getTime() ?? null);
    if (same) continue;
    await db
      .update(employees)
      .set({ ...values, updatedAt: now })
      .where(and(eq(employees.tenantId, tenantId), eq(employees.id, row.id)));
    change.updated.push(employee.name);
  }
  const gone = mirror.filter(
    (row) =>
      row.status !== LEFT && !platform.some((item) => item.platformUserId === row.platformUserId),
  );
  if (gone.length > 0) {
    await db
      .update(employees)
      .set({ status: LEFT, updatedAt: now })
      .where(
        and(
          eq(employees.tenantId, tenantId),
          inArray(
            employees.id,
            gone.map((row) => row.id),
          ),
        ),
      );
    change.removed.push(...gone.map((row) => row.name));
  }
  return change;
}

export async function syncDirectory(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  now: Date,
): Promise<DirectorySyncReport> {
  const [platformDepartments, platformEmployees] = await Promise.all([
    adapter.listDepartments(tenantId),
    adapter.listEmployees(tenantId),
  ]);
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, `directory-sync:${tenantId}`);
    const { change, byPlatformId } = await syncDepartments(tx, platformDepartments, tenantId);
    const departmentIdOf = (platformId: string | null) =>
      platformId ? (byPlatformId.get(platformId)?.id ?? null) : null;
    const employeeChange = await syncEmployees(
      tx,
      platformEmployees,
      tenantId,
      departmentIdOf,
      now,
    );
    return { departments: change, employees: employeeChange, synced_at: now.toISOString() };
  });
}
