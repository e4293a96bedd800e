// issue #38 item 7: a scheduled send can be edited until it starts. An edit is the send made
// again under the same id: its name, message, time and filter change and its recipients and
// tasks are created anew from the filter (the first chunk here, the rest by the fan-out job),
// in one transaction that first locks the send and checks, under the lock, that it has not
// started. Once its time has come (or it is sending, finished, cancelled or still being
// prepared) the edit is refused with REACH_ERROR_CODES.notEditable and changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import { REACH_ERROR_CODES, SEND_STATUS } from '../../../../contract/reach/mass-send';
import type { Database } from '../../../db/database';
import { massSendRecipients, massSends, massSendTasks } from '../../../db/schema/reach';
import { BusinessError } from '../../../http/http-errors';
import type { MassSendPlatform } from '../../../platform/mass-send-adapter';
import type { NewSend } from './create-send';
import { firstChunk, resolveSendAt } from './create-send';
import { FAN_OUT_CHUNK, preparedStatus, writeChunk } from './fan-out';
import { findSend } from './send-queries';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const NOT_EDITABLE = '该群发已开始发送（或已结束、已取消），不能再编辑；可复制后新建';
const PREPARING = '该群发的收件人仍在准备中，请稍后再编辑';

/** Refuses an edit of a send that is not waiting for its time. */
function assertEditable(status: number, sendAt: Date, now: Date): void {
  if (status === SEND_STATUS.preparing && sendAt.getTime() > now.getTime()) {
    throw new BusinessError(REACH_ERROR_CODES.notEditable, PREPARING);
  }
  if (status !== SEND_STATUS.scheduled || sendAt.getTime() <= now.getTime()) {
    throw new BusinessError(REACH_ERROR_CODES.notEditable, NOT_EDITABLE);
  }
}

export async function updateScheduledSend(
  db: Database,
  platform: MassSendPlatform,
  tenantId: string,
  id: number,
  send: NewSend,
  now: Date,
  chunkSize = FAN_OUT_CHUNK,
): Promise<{ id: number; recipients: number; preparing: boolean }> {
  const current = await findSend(db, tenantId, send.channel, id);
  assertEditable(current.status, current.sendAt, now);
  const sendAt = resolveSendAt(send.sendType, send.sendAt, now);
  const { rows, preparing, msgIds } = await firstChunk(
    db,
    platform,
    tenantId,
    send,
    sendAt,
    chunkSize,
  );
  const sendType = send.sendType === 'now' ? 1 : 2;
  const tasksOfSend = and(eq(massSendTasks.tenantId, tenantId), eq(massSendTasks.sendId, id));
  const done = await db.transaction(async (tx) => {
    // Under the send's lock: an advance that started it meanwhile wins, nothing is changed.
    const [locked] = rowsOf<{ status: number; send_at: string | Date }>(
      await tx.execute(sql`select status, send_at from ${massSends}
        where tenant_id = ${tenantId} and id = ${id} for update`),
    );
    assertEditable(Number(locked?.status), new Date(locked?.send_at ?? 0), now);
    const old = await tx
      .select({ msgId: massSendTasks.platformMsgId })
      .from(massSendTasks)
      .where(tasksOfSend);
    await tx
      .delete(massSendRecipients)
      .where(and(eq(massSendRecipients.tenantId, tenantId), eq(massSendRecipients.sendId, id)));
    await tx.delete(massSendTasks).where(tasksOfSend);
    await tx
      .update(massSends)
      .set({
        name: send.name,
        filter: send.filter,
        message: send.message as unknown as Record<string, unknown>,
        sendType,
        sendAt,
        status: preparing ? SEND_STATUS.preparing : preparedStatus(sendType),
      })
      .where(and(eq(massSends.tenantId, tenantId), eq(massSends.id, id)));
    const recipients = await writeChunk(tx, tenantId, id, rows, msgIds);
    return { recipients, old: old.map((task) => task.msgId) };
  });
  // The replaced tasks are withdrawn on the platform (the sandbox never confirms them).
  for (const msgId of done.old) await platform.cancelTask(tenantId, msgId, now);
  return { id, recipients: done.recipients, preparing };
}
