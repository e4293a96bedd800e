// issue #16 /welcome writes. spec §8: a welcome for an employee who already has one answers
// 101114002 (欢迎语员工已存在), an empty employee scope 101114003; ids in the body must be
// the caller's tenant's; one default welcome per tenant.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { WELCOME_ERROR_CODES } from '../../../../contract/acquiring/welcome';
import type { WelcomeForm, WelcomeSettings } from '../../../../contract/acquiring/welcome';
import type { Database } from '../../../db/database';
import { welcomeMessages, welcomeSettings } from '../../../db/schema/acquiring-welcome';
import { departments, employees } from '../../../db/schema/directory';
import { BusinessError } from '../../../http/http-errors';

const { employeeTaken, employeesEmpty, notFound } = WELCOME_ERROR_CODES;

async function namesOf(
  db: Database,
  tenantId: string,
  table: typeof employees | typeof departments,
  ids: readonly number[],
) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function checkScope(db: Database, tenantId: string, form: WelcomeForm, selfId: number) {
  if (form.is_default) return { employee_ids: [], department_ids: [] };
  if (form.employee_ids.length === 0 && form.department_ids.length === 0) {
    throw new BusinessError(employeesEmpty, '欢迎语员工不能为空，请选择员工或部门');
  }
  const [staff, units] = await Promise.all([
    namesOf(db, tenantId, employees, form.employee_ids),
    namesOf(db, tenantId, departments, form.department_ids),
  ]);
  if (
    staff.size !== new Set(form.employee_ids).size ||
    units.size !== new Set(form.department_ids).size
  ) {
    throw new BusinessError(notFound, '所选员工或部门不存在');
  }
  const others = await db
    .select({
      employeeIds: welcomeMessages.employeeIds,
      departmentIds: welcomeMessages.departmentIds,
    })
    .from(welcomeMessages)
    .where(
      and(
        eq(welcomeMessages.tenantId, tenantId),
        eq(welcomeMessages.isDefault, false),
        ne(welcomeMessages.id, selfId),
      ),
    );
  const takenStaff = form.employee_ids.filter((id) =>
    others.some((row) => row.employeeIds.includes(id)),
  );
  const takenUnits = form.department_ids.filter((id) =>
    others.some((row) => row.departmentIds.includes(id)),
  );
  if (takenStaff.length > 0 || takenUnits.length > 0) {
    const names = [
      ...takenStaff.map((id) => staff.get(id)),
      ...takenUnits.map((id) => units.get(id)),
    ];
    throw new BusinessError(employeeTaken, `欢迎语员工已存在：${names.join('、')}`);
  }
  return {
    employee_ids: [...new Set(form.employee_ids)],
    department_ids: [...new Set(form.department_ids)],
  };
}

const configPart = (form: WelcomeForm) => ({
  message: form.message,
  periods_enable: form.periods_enable,
  periods: form.periods,
});

export async function createWelcome(db: Database, tenantId: string, form: WelcomeForm, now: Date) {
  const scope = await checkScope(db, tenantId, form, 0);
  if (form.is_default) {
    const [existing] = await db
      .select({ id: welcomeMessages.id })
      .from(welcomeMessages)
      .where(and(eq(welcomeMessages.tenantId, tenantId), eq(welcomeMessages.isDefault, true)));
    if (existing) return updateWelcome(db, tenantId, existing.id, form, now);
  }
  const [row] = await db
    .insert(welcomeMessages)
    .values({
      tenantId,
      isDefault: form.is_default,
      employeeIds: scope.employee_ids,
      departmentIds: scope.department_ids,
      config: configPart(form),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: welcomeMessages.id });
  return { id: row!.id };
}

export async function updateWelcome(
  db: Database,
  tenantId: string,
  id: number,
  form: WelcomeForm,
  now: Date,
) {
  const [current] = await db
    .select({ isDefault: welcomeMessages.isDefault })
    .from(welcomeMessages)
    .where(and(eq(welcomeMessages.tenantId, tenantId), eq(welcomeMessages.id, id)));
  if (!current) throw new BusinessError(notFound, '欢迎语不存在或已被删除');
  // Whether a welcome is the default is fixed at creation.
  const fixed = { ...form, is_default: current.isDefault };
  const scope = await checkScope(db, tenantId, fixed, id);
  await db
    .update(welcomeMessages)
    .set({
      employeeIds: scope.employee_ids,
      departmentIds: scope.department_ids,
      config: configPart(fixed),
      updatedAt: now,
    })
    .where(and(eq(welcomeMessages.tenantId, tenantId), eq(welcomeMessages.id, id)));
  return { id };
}

export async function deleteWelcome(db: Database, tenantId: string, id: number) {
  const removed = await db
    .delete(welcomeMessages)
    .where(and(eq(welcomeMessages.tenantId, tenantId), eq(welcomeMessages.id, id)))
    .returning({ id: welcomeMessages.id });
  if (removed.length === 0) throw new BusinessError(notFound, '欢迎语不存在或已被删除');
  return null;
}

export async function saveWelcomeSettings(
  db: Database,
  tenantId: string,
  settings: WelcomeSettings,
  now: Date,
) {
  const words = [...new Set(settings.nickname_block_words)];
  await db
    .insert(welcomeSettings)
    .values({ tenantId, nicknameBlockWords: words, updatedAt: now })
    .onConflictDoUpdate({
      target: welcomeSettings.tenantId,
      set: { nicknameBlockWords: words, updatedAt: now },
    });
  return null;
}
