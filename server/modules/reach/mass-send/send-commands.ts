// issue #17 commands on a send: cancel (a scheduled or not-yet-confirmed send: undelivered
// recipients only; what was delivered stays delivered) and remind unconfirmed employees
// (docs/domain.md §0: at most 3 times in 24 hours per employee).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MassChannel } from '../../../../contract/reach/mass-send';
import {
  REACH_ERROR_CODES,
  REMIND_MAX_PER_DAY,
  SEND_STATUS,
  TASK_STATUS,
} from '../../../../contract/reach/mass-send';
import type { Database } from '../../../db/database';
import { massSendRecipients, massSends, massSendTasks } from '../../../db/schema/reach';
import { BusinessError } from '../../../http/http-errors';
import type { MassSendPlatform } from '../../../platform/mass-send-adapter';
import { findSend } from './send-queries';

const DAY_MS = 86_400_000;

export async function cancelSend(
  db: Database,
  platform: MassSendPlatform,
  tenantId: string,
  channel: MassChannel,
  id: number,
  now: Date,
): Promise<{ cancelled_recipients: number }> {
  const send = await findSend(db, tenantId, channel, id);
  const openStates: number[] = [SEND_STATUS.scheduled, SEND_STATUS.sending, SEND_STATUS.preparing];
  if (!openStates.includes(send.status)) {
    throw new BusinessError(REACH_ERROR_CODES.notCancellable, '该群发已结束或已取消，无法取消');
  }
  const open = await db
    .select({ id: massSendTasks.id, msgId: massSendTasks.platformMsgId })
    .from(massSendTasks)
    .where(
      and(
        eq(massSendTasks.tenantId, tenantId),
        eq(massSendTasks.sendId, id),
        eq(massSendTasks.status, TASK_STATUS.unconfirmed),
      ),
    );
  for (const task of open) await platform.cancelTask(tenantId, task.msgId, now);
  return db.transaction(async (tx) => {
    // The send first: its row lock makes a fan-out chunk of a preparing send (fan-out.ts)
    // wait, see 已取消 and add nothing.
    await tx
      .update(massSends)
      .set({ status: SEND_STATUS.cancelled, cancelledAt: now })
      .where(and(eq(massSends.tenantId, tenantId), eq(massSends.id, id)));
    if (open.length > 0) {
      await tx
        .update(massSendTasks)
        .set({ status: TASK_STATUS.cancelled })
        .where(
          and(
            eq(massSendTasks.tenantId, tenantId),
            inArray(
              massSendTasks.id,
              open.map((task) => task.id),
            ),
          ),
        );
    }
    const cancelled = await tx
      .update(massSendRecipients)
      .set({ status: 5, reason: '群发已取消' })
      .where(
        and(
          eq(massSendRecipients.tenantId, tenantId),
          eq(massSendRecipients.sendId, id),
          eq(massSendRecipients.status, 0),
          open.length > 0
            ? inArray(
                massSendRecipients.taskId,
                open.map((task) => task.id),
              )
            : sql`false`,
        ),
      )
      .returning({ id: massSendRecipients.id });
    return { cancelled_recipients: cancelled.length };
  });
}

export async function remindEmployees(
  db: Database,
  platform: MassSendPlatform,
  tenantId: string,
  channel: MassChannel,
  id: number,
  taskIds: readonly number[] | undefined,
  now: Date,
): Promise<{ reminded: number; skipped: number }> {
  const send = await findSend(db, tenantId, channel, id);
  if (send.status !== SEND_STATUS.sending) {
    throw new BusinessError(REACH_ERROR_CODES.notRemindable, '只有发送中的群发可以提醒员工');
  }
  const tasks = await db
    .select()
    .from(massSendTasks)
    .where(
      and(
        eq(massSendTasks.tenantId, tenantId),
        eq(massSendTasks.sendId, id),
        eq(massSendTasks.status, TASK_STATUS.unconfirmed),
        taskIds && taskIds.length > 0 ? inArray(massSendTasks.id, [...taskIds]) : undefined,
      ),
    );
  const since = now.getTime() - DAY_MS;
  const due = tasks.filter(
    (task) => task.remindedAt.filter((at) => at > since).length < REMIND_MAX_PER_DAY,
  );
  if (tasks.length > 0 && due.length === 0) {
    throw new BusinessError(
      REACH_ERROR_CODES.remindLimit,
      `每位员工24小时内最多提醒${REMIND_MAX_PER_DAY}次，请稍后再试`,
    );
  }
  for (const task of due) {
    await platform.remind(tenantId, task.platformMsgId);
    await db
      .update(massSendTasks)
      .set({
        remindedAt: [...task.remindedAt.filter((at) => at > since), now.getTime()],
      })
      .where(and(eq(massSendTasks.tenantId, tenantId), eq(massSendTasks.id, task.id)));
  }
  return { reminded: due.length, skipped: tasks.length - due.length };
}
