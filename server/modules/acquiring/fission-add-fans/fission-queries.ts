// /fission-add-fans 裂变加粉: the task list and one task, every query scoped by the verified
// token's tenant. Figures per task: participants, valid invites, completions (reached the
// last stage) — counted from the invites, so a friend lost within N days drops out at once.
import { and, count, desc, eq, gt, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  fissionListQuery,
  FissionTaskDetail,
  FissionTaskRow,
} from '../../../../contract/acquiring/fission-add-fans';
import { FISSION_ERROR_CODES } from '../../../../contract/acquiring/fission-add-fans';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import {
  fissionInvites,
  fissionParticipants,
  fissionTasks,
} from '../../../db/schema/acquiring-fission';
import { employees } from '../../../db/schema/directory';
import { BusinessError } from '../../../http/http-errors';
import { configOfTask, posterPathOf, statusAt } from './fission-task-config';
import { chinaDateOf } from '../../../../contract/china-time';
import { containsPattern, offsetOf } from '../../../db/list-query';

type TaskRecord = typeof fissionTasks.$inferSelect;

const dateOf = (at: Date, offsetMs = 0) => chinaDateOf(at.getTime() + offsetMs);

async function figuresOf(db: Database, tenantId: string, tasks: readonly TaskRecord[]) {
  const ids = tasks.map((task) => task.id);
  if (ids.length === 0)
    return new Map<number, { participants: number; valid: number; done: number }>();
  const [joined, perInviter] = await Promise.all([
    db
      .select({ taskId: fissionParticipants.taskId, value: count() })
      .from(fissionParticipants)
      .where(
        and(eq(fissionParticipants.tenantId, tenantId), inArray(fissionParticipants.taskId, ids)),
      )
      .groupBy(fissionParticipants.taskId),
    db
      .select({
        taskId: fissionInvites.taskId,
        inviterId: fissionInvites.inviterId,
        value: count(),
      })
      .from(fissionInvites)
      .where(
        and(
          eq(fissionInvites.tenantId, tenantId),
          inArray(fissionInvites.taskId, ids),
          eq(fissionInvites.status, 1),
        ),
      )
      .groupBy(fissionInvites.taskId, fissionInvites.inviterId),
  ]);
  const figures = new Map<number, { participants: number; valid: number; done: number }>(
    tasks.map((task) => [task.id, { participants: 0, valid: 0, done: 0 }]),
  );
  for (const row of joined) figures.get(row.taskId)!.participants = row.value;
  const goalOf = new Map(
    tasks.map((task) => [task.id, configOfTask(task).stages.at(-1)?.invites ?? 1]),
  );
  for (const row of perInviter) {
    const figure = figures.get(row.taskId)!;
    figure.valid += row.value;
    if (row.value >= (goalOf.get(row.taskId) ?? 1)) figure.done += 1;
  }
  return figures;
}

async function toRows(db: Database, tenantId: string, tasks: readonly TaskRecord[], now: Date) {
  const employeeIds = [...new Set(tasks.flatMap((task) => configOfTask(task).employee_ids))];
  const [figures, staff] = await Promise.all([
    figuresOf(db, tenantId, tasks),
    employeeIds.length
      ? db
          .select({ id: employees.id, name: employees.name })
          .from(employees)
          .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, employeeIds)))
      : [],
  ]);
  const names = new Map(staff.map((row) => [row.id, row.name]));
  return tasks.map((task): FissionTaskRow => {
    const config = configOfTask(task);
    const figure = figures.get(task.id) ?? { participants: 0, valid: 0, done: 0 };
    return {
      id: task.id,
      name: task.name,
      status: statusAt(task, now),
      start_date: dateOf(task.startAt),
      end_date: dateOf(task.endAt, -1),
      employees: config.employee_ids
        .filter((id) => names.has(id))
        .map((id) => ({ id, name: names.get(id)! })),
      stages: config.stages.map((stage) => ({
        invites: stage.invites,
        reward_name: stage.reward_name,
      })),
      participants: figure.participants,
      valid_invites: figure.valid,
      completions: figure.done,
      created_at: task.createdAt.toISOString(),
    };
  });
}

export async function listFissionTasks(
  db: Database,
  tenantId: string,
  query: z.infer<typeof fissionListQuery>,
  now: Date,
): Promise<ListData<FissionTaskRow>> {
  const where: SQL[] = [eq(fissionTasks.tenantId, tenantId)];
  if (query.name) where.push(ilike(fissionTasks.name, containsPattern(query.name)));
  if (query.status === 1) where.push(gt(fissionTasks.startAt, now));
  if (query.status === 2) where.push(lte(fissionTasks.startAt, now), gt(fissionTasks.endAt, now));
  if (query.status === 3) where.push(lte(fissionTasks.endAt, now));
  const [records, [total]] = await Promise.all([
    db
      .select()
      .from(fissionTasks)
      .where(and(...where))
      .orderBy(desc(fissionTasks.createdAt), desc(fissionTasks.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(fissionTasks)
      .where(and(...where)),
  ]);
  const rows = await toRows(db, tenantId, records, now);
  return {
    list: rows,
    total: total?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function taskOf(db: Database, tenantId: string, id: number): Promise<TaskRecord> {
  const [task] = await db
    .select()
    .from(fissionTasks)
    .where(and(eq(fissionTasks.tenantId, tenantId), eq(fissionTasks.id, id)));
  if (!task) throw new BusinessError(FISSION_ERROR_CODES.notFound, '裂变任务不存在或已删除');
  return task;
}

export async function fissionTaskDetail(
  db: Database,
  tenantId: string,
  id: number,
  now: Date,
): Promise<FissionTaskDetail> {
  const task = await taskOf(db, tenantId, id);
  const [row] = await toRows(db, tenantId, [task], now);
  return { ...row!, config: configOfTask(task), poster_path: posterPathOf(task.scanKey) };
}
