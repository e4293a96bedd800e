// issue #17: a mass send is created in one transaction — the send, one task per sending
// employee (the platform's msgid), one recipient row per customer or group — or nothing.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MassChannel } from '../../../../contract/reach/mass-send';
import { SEND_STATUS } from '../../../../contract/reach/mass-send';
import type { MessageContent } from '../../../../contract/message-content';
import type { Database } from '../../../db/database';
import { massSendRecipients, massSends, massSendTasks } from '../../../db/schema/reach';
import { BodyValidationError } from '../../../http/http-errors';
import type { MassSendPlatform } from '../../../platform/mass-send-adapter';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** A send of this many recipients or more refreshes the recipients table's statistics. */
const ANALYZE_AFTER_RECIPIENTS = 5000;
const pgArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export interface NewSend {
  readonly channel: MassChannel;
  readonly name: string;
  readonly filter: Record<string, unknown>;
  readonly message: MessageContent;
  readonly sendType: 'now' | 'scheduled';
  readonly sendAt?: string;
  /** `select target_id, employee_id` (recipient-match.ts). */
  readonly recipients: SQL;
  readonly emptyMessage: string;
}

/** The send time: now, or a scheduled time that must be in the future. */
export function resolveSendAt(
  sendType: 'now' | 'scheduled',
  sendAt: string | undefined,
  now: Date,
) {
  if (sendType === 'now') return now;
  const at = new Date(sendAt ?? '');
  if (!(at.getTime() > now.getTime())) {
    throw new BodyValidationError('发送时间不能早于当前时间', 'send_at');
  }
  return at;
}

/** Counts the recipients and the distinct senders a send would have now. */
export async function countRecipients(db: Database, recipients: SQL) {
  const result = await db.execute(
    sql`select count(*)::int as matched, count(distinct m.employee_id)::int as employees,
      coalesce(array_agg(m.target_id), '{}') as ids from (${recipients}) m`,
  );
  const row = rowsOf<{ matched: number; employees: number; ids: (number | string)[] }>(result)[0];
  return {
    matched: row?.matched ?? 0,
    employees: row?.employees ?? 0,
    ids: (row?.ids ?? []).map(Number),
  };
}

export async function createSend(
  db: Database,
  platform: MassSendPlatform,
  tenantId: string,
  userId: number,
  send: NewSend,
  now: Date,
): Promise<{ id: number; recipients: number }> {
  const sendAt = resolveSendAt(send.sendType, send.sendAt, now);
  const senders = rowsOf<{ employee_id: number }>(
    await db.execute(sql`select distinct m.employee_id from (${send.recipients}) m`),
  );
  if (senders.length === 0) throw new BodyValidationError(send.emptyMessage, 'filter');
  // The platform's tasks first (an external call): a failed transaction below leaves only
  // unreferenced sandbox tasks, never a half-made send.
  const msgIds = new Map<number, string>();
  for (const { employee_id } of senders) {
    msgIds.set(employee_id, await platform.createTask(tenantId, employee_id, sendAt));
  }
  const created = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(massSends)
      .values({
        tenantId,
        channel: send.channel,
        name: send.name,
        filter: send.filter,
        message: send.message as unknown as Record<string, unknown>,
        sendType: send.sendType === 'now' ? 1 : 2,
        sendAt,
        status: send.sendType === 'now' ? SEND_STATUS.sending : SEND_STATUS.scheduled,
        createdBy: userId,
        createdAt: now,
      })
      .returning({ id: massSends.id });
    const sendId = created!.id;
    const tasks = await tx
      .insert(massSendTasks)
      .values(
        [...msgIds].map(([employeeId, platformMsgId]) => ({
          tenantId,
          sendId,
          employeeId,
          platformMsgId,
        })),
      )
      .returning({ id: massSendTasks.id, employeeId: massSendTasks.employeeId });
    // Set-based fan-out: one statement; the task of each sender comes from the ids just
    // returned (joining the tasks table instead gave PGlite, without planner statistics, a
    // nested loop over every task per recipient: minutes for 100,000 recipients).
    const inserted = await tx.execute(sql`
      insert into ${massSendRecipients} (tenant_id, send_id, task_id, employee_id, target_id)
      select ${tenantId}, ${sendId}, t.task_id, m.employee_id, m.target_id
      from (${send.recipients}) m
      join unnest(${pgArray(tasks.map((task) => task.employeeId))}::int[],
        ${pgArray(tasks.map((task) => task.id))}::int[]) as t(employee_id, task_id)
        on t.employee_id = m.employee_id`);
    const count =
      (inserted as { affectedRows?: number; rowCount?: number }).affectedRows ??
      (inserted as { rowCount?: number }).rowCount ??
      0;
    return { id: sendId, recipients: count };
  });
  // Planner statistics after a large fan-out (PGlite has no autovacuum; PostgreSQL's comes
  // later): without them delivery batches scan the whole table instead of the task's rows.
  if (created.recipients >= ANALYZE_AFTER_RECIPIENTS) {
    await db.execute(sql`analyze ${massSendRecipients}`);
  }
  return created;
}
