// issue #17 commands on a moments task: remind employees who have not published (docs/domain.md §0:
// at most 3 reminders per employee in 24 hours), and cancel a task that has not ended
// (employees who already published keep their post; the others are no longer asked).
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  MOMENT_ERROR_CODES,
  MOMENT_REMIND_MAX_PER_DAY,
  MOMENT_STATUS,
} from '../../../../contract/reach/moment-dispatch';
import type { Database } from '../../../db/database';
import { momentTaskEmployees, momentTasks } from '../../../db/schema/reach-moments-sms';
import { momentReminders } from '../../../db/schema/reach-moments';
import { BusinessError } from '../../../http/http-errors';
import { ALL_DATA } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import type { MomentPlatform } from '../../../platform/moment-adapter';
import { findMoment } from './moment-queries';

const DAY_MS = 86_400_000;

export async function remindUnpublished(
  db: Database,
  platform: MomentPlatform,
  tenantId: string,
  taskId: number,
  employeeIds: readonly number[] | undefined,
  now: Date,
  scope: DataScope = ALL_DATA,
): Promise<{ reminded: number; skipped: number }> {
  const task = await findMoment(db, tenantId, taskId, now, scope);
  if (Number(task.status) !== MOMENT_STATUS.running) {
    throw new BusinessError(MOMENT_ERROR_CODES.notRemindable, '只能提醒进行中的朋友圈任务');
  }
  const since = new Date(now.getTime() - DAY_MS);
  const rows = await db
    .select({ employeeId: momentTaskEmployees.employeeId })
    .from(momentTaskEmployees)
    .where(
      and(
        eq(momentTaskEmployees.tenantId, tenantId),
        eq(momentTaskEmployees.taskId, taskId),
        isNull(momentTaskEmployees.publishedAt),
        employeeIds ? inArray(momentTaskEmployees.employeeId, [...employeeIds, -1]) : undefined,
      ),
    );
  const recent = await db
    .select({ employeeId: momentReminders.employeeId, n: sql<number>`count(*)::int` })
    .from(momentReminders)
    .where(
      and(
        eq(momentReminders.tenantId, tenantId),
        eq(momentReminders.taskId, taskId),
        gt(momentReminders.remindedAt, since),
      ),
    )
    .groupBy(momentReminders.employeeId);
  const counts = new Map(recent.map((row) => [row.employeeId, Number(row.n)]));
  const due = rows.filter((row) => (counts.get(row.employeeId) ?? 0) < MOMENT_REMIND_MAX_PER_DAY);
  if (rows.length > 0 && due.length === 0) {
    throw new BusinessError(
      MOMENT_ERROR_CODES.remindLimit,
      `所选员工24小时内已提醒${MOMENT_REMIND_MAX_PER_DAY}次，请稍后再试`,
    );
  }
  for (const row of due) await platform.remind(tenantId, taskId, row.employeeId);
  if (due.length > 0) {
    await db
      .insert(momentReminders)
      .values(
        due.map((row) => ({ tenantId, taskId, employeeId: row.employeeId, remindedAt: now })),
      );
  }
  return { reminded: due.length, skipped: rows.length - due.length };
}

export async function cancelMoment(
  db: Database,
  platform: MomentPlatform,
  tenantId: string,
  taskId: number,
  now: Date,
  scope: DataScope = ALL_DATA,
): Promise<{ cancelled: true }> {
  const task = await findMoment(db, tenantId, taskId, now, scope);
  const status = Number(task.status);
  if (status !== MOMENT_STATUS.scheduled && status !== MOMENT_STATUS.running) {
    throw new BusinessError(MOMENT_ERROR_CODES.notCancellable, '该朋友圈任务已结束或已取消');
  }
  // The platform first (WeCom cancel_moment_task): a refusal leaves the task as it was.
  await platform.cancel(tenantId, taskId);
  await db
    .update(momentTasks)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(momentTasks.tenantId, tenantId),
        eq(momentTasks.id, taskId),
        isNull(momentTasks.cancelledAt),
      ),
    );
  return { cancelled: true };
}
