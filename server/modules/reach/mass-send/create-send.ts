// issue #17: a mass send is created in one transaction — the send, one task per sending
// employee (the platform's msgid) of its first chunk of recipient rows — or nothing; the rest
// of a large send is created by the fan-out job (fan-out.ts, fan-out-job.ts).
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MassChannel } from '../../../../contract/reach/mass-send';
import { SEND_STATUS } from '../../../../contract/reach/mass-send';
import type { MessageContent } from '../../../../contract/message-content';
import type { Database } from '../../../db/database';
import { massSends } from '../../../db/schema/reach';
import { BodyValidationError } from '../../../http/http-errors';
import type { MassSendPlatform } from '../../../platform/mass-send-adapter';
import type { RecipientsFor } from './fan-out';
import {
  chunkRange,
  FAN_OUT_CHUNK,
  newTasks,
  preparedStatus,
  readChunk,
  writeChunk,
} from './fan-out';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface NewSend {
  readonly channel: MassChannel;
  readonly name: string;
  readonly filter: Record<string, unknown>;
  readonly message: MessageContent;
  readonly sendType: 'now' | 'scheduled';
  readonly sendAt?: string;
  /** `select target_id, employee_id` for a range of targets (recipient-match.ts). */
  readonly recipients: RecipientsFor;
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

/**
 * The first chunk of a send's recipients and its senders' platform tasks (outside any
 * transaction). A filter that matches nobody creates nothing (the whole match is looked at
 * only when the first chunk is empty: the fan-out would otherwise finish with no recipient).
 */
export async function firstChunk(
  db: Database,
  platform: MassSendPlatform,
  tenantId: string,
  send: NewSend,
  sendAt: Date,
  chunkSize: number,
) {
  const range = await chunkRange(db, tenantId, send.channel, -1, chunkSize);
  const rows = await readChunk(db, send.recipients, range);
  if (rows.length === 0) {
    const any = await db.execute(
      sql`select 1 from (${await send.recipients({ after: -1, upTo: null })}) m limit 1`,
    );
    if (rowsOf(any).length === 0) throw new BodyValidationError(send.emptyMessage, 'filter');
  }
  const msgIds = await newTasks(db, platform, tenantId, null, rows, sendAt);
  return { rows, preparing: range.upTo !== null, msgIds };
}

/**
 * Creates the send with its first chunk of recipients in one transaction (or nothing). A send
 * whose recipients fit in that chunk is complete at once; a larger one answers in state
 * 准备中 (preparing) and the fan-out job creates the rest in chunks (fan-out.ts).
 */
export async function createSend(
  db: Database,
  platform: MassSendPlatform,
  tenantId: string,
  userId: number,
  send: NewSend,
  now: Date,
  chunkSize = FAN_OUT_CHUNK,
): Promise<{ id: number; recipients: number; preparing: boolean }> {
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
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(massSends)
      .values({
        tenantId,
        channel: send.channel,
        name: send.name,
        filter: send.filter,
        message: send.message as unknown as Record<string, unknown>,
        sendType,
        sendAt,
        status: preparing ? SEND_STATUS.preparing : preparedStatus(sendType),
        createdBy: userId,
        createdAt: now,
      })
      .returning({ id: massSends.id });
    const id = created!.id;
    const recipients = await writeChunk(tx, tenantId, id, rows, msgIds);
    return { id, recipients, preparing };
  });
}
