// /fission-add-fans writes: create, edit, end now, delete, hand over a reward. Every id is
// the tenant's own (the task by its key, the employees in the form checked against the
// directory) and a bad form writes nothing (the contract's schema parsed it first).
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FissionForm } from '../../../../contract/acquiring/fission-add-fans-form';
import { FISSION_ERROR_CODES } from '../../../../contract/acquiring/fission-add-fans';
import type { Database } from '../../../db/database';
import { fissionRewards, fissionTasks } from '../../../db/schema/acquiring-fission';
import { employees } from '../../../db/schema/directory';
import { BusinessError } from '../../../http/http-errors';
import { chinaClock } from '../../../../contract/china-time';
import { taskOf } from './fission-queries';
import { windowOf } from './fission-task-config';

async function checkEmployees(db: Database, tenantId: string, ids: readonly number[]) {
  const found = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, [...ids])));
  if (found.length !== new Set(ids).size) {
    throw new BusinessError(FISSION_ERROR_CODES.unknownEmployee, '添加员工不存在或已离职');
  }
}

export async function createFissionTask(
  db: Database,
  tenantId: string,
  form: FissionForm,
  now: Date,
) {
  await checkEmployees(db, tenantId, form.employee_ids);
  const [row] = await db
    .insert(fissionTasks)
    .values({
      tenantId,
      name: form.name,
      ...windowOf(form),
      config: form,
      scanKey: randomBytes(12).toString('hex'),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: fissionTasks.id });
  return { id: row!.id };
}

export async function updateFissionTask(
  db: Database,
  tenantId: string,
  id: number,
  form: FissionForm,
  now: Date,
) {
  await taskOf(db, tenantId, id);
  await checkEmployees(db, tenantId, form.employee_ids);
  await db
    .update(fissionTasks)
    .set({ name: form.name, ...windowOf(form), config: form, updatedAt: now })
    .where(and(eq(fissionTasks.tenantId, tenantId), eq(fissionTasks.id, id)));
  return { id };
}

/** Ends the task now: the window closes at this instant, the form's end date becomes today. */
export async function endFissionTask(db: Database, tenantId: string, id: number, now: Date) {
  const task = await taskOf(db, tenantId, id);
  if (task.endAt.getTime() <= now.getTime()) return null;
  const config = task.config as FissionForm;
  const today = chinaClock(now).date;
  const startAt = task.startAt.getTime() > now.getTime() ? now : task.startAt;
  await db
    .update(fissionTasks)
    .set({
      startAt,
      endAt: now,
      config: {
        ...config,
        end_date: today,
        start_date: config.start_date > today ? today : config.start_date,
      },
      updatedAt: now,
    })
    .where(and(eq(fissionTasks.tenantId, tenantId), eq(fissionTasks.id, id)));
  return null;
}

export async function deleteFissionTask(db: Database, tenantId: string, id: number) {
  await taskOf(db, tenantId, id);
  await db
    .delete(fissionTasks)
    .where(and(eq(fissionTasks.tenantId, tenantId), eq(fissionTasks.id, id)));
  return null;
}

export async function grantFissionReward(
  db: Database,
  tenantId: string,
  taskId: number,
  rewardId: number,
  now: Date,
) {
  await taskOf(db, tenantId, taskId);
  const [row] = await db
    .update(fissionRewards)
    .set({ status: 2, grantedAt: now })
    .where(
      and(
        eq(fissionRewards.tenantId, tenantId),
        eq(fissionRewards.taskId, taskId),
        eq(fissionRewards.id, rewardId),
      ),
    )
    .returning({ id: fissionRewards.id });
  if (!row) throw new BusinessError(FISSION_ERROR_CODES.notFound, '奖励不存在或已收回');
  return null;
}
