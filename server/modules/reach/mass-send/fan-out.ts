// issue #17: a send's recipient rows are created in chunks, in target-id order. On PGlite the
// database runs in the server's thread, so one insert…select of 100,000 rows held every other
// request for its whole length (14–30 s under load); a chunk of 5,000 holds them for a
// fraction of a second. Each chunk is one transaction that starts after the largest target
// already created for the send (the cursor is the data itself) and inserts with
// `on conflict do nothing` on (tenant, send, target): a retry or a restart in the middle
// resumes where the last committed chunk ended and never creates a recipient twice.
// De-duplication (one row per customer) is done by the recipients SQL (recipient-match.ts)
// per customer, so a chunk border never splits a customer's relations.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { MASS_CHANNELS, SEND_STATUS } from '../../../../contract/reach/mass-send';
import type { Database } from '../../../db/database';
import { massSendRecipients, massSends, massSendTasks } from '../../../db/schema/reach';
import type { MassSendPlatform } from '../../../platform/mass-send-adapter';
import type { TargetRange } from './recipient-match';

export const FAN_OUT_CHUNK = 5000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const pgArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export interface RecipientRow {
  readonly targetId: number;
  readonly employeeId: number;
}

/** The largest target id already created for the send (-1 for none). */
export async function fanOutCursor(db: Database, tenantId: string, sendId: number) {
  const result = await db.execute(sql`select coalesce(max(target_id), -1)::bigint as cursor
    from ${massSendRecipients} where tenant_id = ${tenantId} and send_id = ${sendId}`);
  return Number(rowsOf<{ cursor: string | number }>(result)[0]?.cursor ?? -1);
}

/** Builds a send's recipients SQL for a range of targets (recipient-match.ts). */
export type RecipientsFor = (range: TargetRange) => Promise<SQL>;

/**
 * The chunk after `after`: up to the `size`-th customer (or group) id of the tenant after it,
 * from the primary key, so the chunk's statement reads an index range of about `size` rows
 * (a `limit` over the whole match sorted all 100,000 relations for every chunk).
 */
export async function chunkRange(
  db: Database,
  tenantId: string,
  channel: number,
  after: number,
  size: number,
): Promise<TargetRange> {
  const table = channel === MASS_CHANNELS.private ? sql`customers` : sql`customer_groups`;
  const result = await db.execute(sql`select id::bigint as id from ${table}
    where tenant_id = ${tenantId} and id > ${after} order by id offset ${size - 1} limit 1`);
  const end = rowsOf<{ id: string | number }>(result)[0];
  return { after, upTo: end === undefined ? null : Number(end.id) };
}

/** The recipients of one chunk. */
export async function readChunk(
  db: Database,
  recipientsFor: RecipientsFor,
  range: TargetRange,
): Promise<RecipientRow[]> {
  const result = await db.execute(
    sql`select m.target_id, m.employee_id from (${await recipientsFor(range)}) m`,
  );
  return rowsOf<{ target_id: string | number; employee_id: number }>(result).map((row) => ({
    targetId: Number(row.target_id),
    employeeId: Number(row.employee_id),
  }));
}

/**
 * The platform's tasks (an external call, outside any transaction) for the chunk's employees
 * that have none on this send yet. A transaction that fails afterwards leaves only
 * unreferenced sandbox tasks, never a half-made send.
 */
export async function newTasks(
  db: Database,
  platform: MassSendPlatform,
  tenantId: string,
  sendId: number | null,
  rows: readonly RecipientRow[],
  sendAt: Date,
): Promise<Map<number, string>> {
  const known = new Set<number>();
  if (sendId !== null) {
    const result = await db.execute(sql`select employee_id from ${massSendTasks}
      where tenant_id = ${tenantId} and send_id = ${sendId}`);
    for (const row of rowsOf<{ employee_id: number }>(result)) known.add(Number(row.employee_id));
  }
  const msgIds = new Map<number, string>();
  for (const row of rows) {
    if (known.has(row.employeeId) || msgIds.has(row.employeeId)) continue;
    msgIds.set(row.employeeId, await platform.createTask(tenantId, row.employeeId, sendAt));
  }
  return msgIds;
}

/** Inside the chunk's transaction: the new tasks, then the chunk's recipient rows. */
export async function writeChunk(
  tx: Database,
  tenantId: string,
  sendId: number,
  rows: readonly RecipientRow[],
  msgIds: ReadonlyMap<number, string>,
): Promise<number> {
  if (msgIds.size > 0) {
    await tx
      .insert(massSendTasks)
      .values(
        [...msgIds].map(([employeeId, platformMsgId]) => ({
          tenantId,
          sendId,
          employeeId,
          platformMsgId,
        })),
      )
      .onConflictDoNothing();
  }
  if (rows.length === 0) return 0;
  const tasks = rowsOf<{ id: number; employee_id: number }>(
    await tx.execute(sql`select id, employee_id from ${massSendTasks}
      where tenant_id = ${tenantId} and send_id = ${sendId}`),
  );
  // The task of each sender comes from arrays (a hash join): PGlite has no planner statistics
  // and chose a nested loop over the tasks table per recipient.
  const inserted = await tx.execute(sql`
    insert into ${massSendRecipients} (tenant_id, send_id, task_id, employee_id, target_id)
    select ${tenantId}, ${sendId}, t.task_id, m.employee_id, m.target_id
    from unnest(${pgArray(rows.map((row) => row.targetId))}::bigint[],
      ${pgArray(rows.map((row) => row.employeeId))}::int[]) as m(target_id, employee_id)
    join unnest(${pgArray(tasks.map((task) => Number(task.employee_id)))}::int[],
      ${pgArray(tasks.map((task) => Number(task.id)))}::int[]) as t(employee_id, task_id)
      on t.employee_id = m.employee_id
    on conflict do nothing`);
  return (
    (inserted as { affectedRows?: number }).affectedRows ??
    (inserted as { rowCount?: number }).rowCount ??
    0
  );
}

/** The status a send takes once every recipient row exists. */
export const preparedStatus = (sendType: number) =>
  sendType === 1 ? SEND_STATUS.sending : SEND_STATUS.scheduled;

export interface FanOutOptions {
  readonly chunkSize?: number;
  /** Tests: called after a chunk committed (throw to simulate a stopped process). */
  readonly afterChunk?: (chunk: number) => void;
  /** Between chunks: lets other requests' statements run (the job yields here). */
  readonly pause?: () => Promise<void>;
}

/**
 * Creates the remaining recipient rows of a send in 'preparing' and then moves it to
 * sending (or scheduled). Stops when the send left 'preparing' (cancelled). Answers the rows
 * created by this call.
 */
export async function fanOutRest(
  db: Database,
  platform: MassSendPlatform,
  tenantId: string,
  sendId: number,
  recipientsOf: (
    filter: Record<string, unknown>,
    channel: number,
    range: TargetRange,
  ) => Promise<SQL>,
  options: FanOutOptions = {},
): Promise<number> {
  const size = options.chunkSize ?? FAN_OUT_CHUNK;
  let created = 0;
  // Resumes after the last committed chunk (its largest target); a chunk that matched
  // nobody is read again after a restart, which adds nothing (on conflict do nothing).
  let after = await fanOutCursor(db, tenantId, sendId);
  for (let chunk = 0; ; chunk += 1) {
    const [send] = await db
      .select({
        status: massSends.status,
        sendType: massSends.sendType,
        sendAt: massSends.sendAt,
        filter: massSends.filter,
        channel: massSends.channel,
      })
      .from(massSends)
      .where(sql`${massSends.tenantId} = ${tenantId} and ${massSends.id} = ${sendId}`);
    if (!send || send.status !== SEND_STATUS.preparing) return created;
    const range = await chunkRange(db, tenantId, send.channel, after, size);
    const rows = await readChunk(db, (r) => recipientsOf(send.filter, send.channel, r), range);
    const msgIds = await newTasks(db, platform, tenantId, sendId, rows, send.sendAt);
    created += await db.transaction(async (tx) => {
      // Locks the send: a cancel that committed meanwhile wins, nothing more is added.
      const [still] = rowsOf<{ status: number }>(
        await tx.execute(sql`select status from ${massSends}
          where tenant_id = ${tenantId} and id = ${sendId} for update`),
      );
      if (Number(still?.status) !== SEND_STATUS.preparing) return 0;
      const added = await writeChunk(tx, tenantId, sendId, rows, msgIds);
      if (range.upTo === null) {
        await tx
          .update(massSends)
          .set({ status: preparedStatus(send.sendType) })
          .where(sql`${massSends.tenantId} = ${tenantId} and ${massSends.id} = ${sendId}`);
      }
      return added;
    });
    options.afterChunk?.(chunk);
    if (range.upTo === null) return created;
    after = range.upTo;
    await options.pause?.();
  }
}
