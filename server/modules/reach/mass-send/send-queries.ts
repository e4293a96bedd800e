// issue #17 reads of /private-chat and /group-chat: sends with totals, one send's tasks per
// employee and its recipients per customer (or group) with the reason.
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import type {
  MassChannel,
  MassSendDetail,
  MassSendRow,
  RecipientRow,
  SendStatus,
  SendTaskRow,
} from '../../../../contract/reach/mass-send';
import { REMIND_MAX_PER_DAY } from '../../../../contract/reach/mass-send';
import type { MessageContent } from '../../../../contract/message-content';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema/identity';
import { massSendRecipients, massSends, massSendTasks } from '../../../db/schema/reach';
import { reachSendCounters } from '../../../db/schema/reach-send-counters';
import { ALL_DATA, scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { HttpError } from '../../../http/http-errors';
import { EMPTY_TOTALS, sendTotals } from './send-totals';
import { containsPattern, offsetOf } from '../../../db/list-query';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const DAY_MS = 86_400_000;
/** The counter column of each recipient status (contract RECIPIENT_STATUS). */
const STATUS_COUNTER: Record<number, SQL> = {
  0: sql`pending`,
  1: sql`sent`,
  2: sql`not_friend`,
  3: sql`limit_reached`,
  4: sql`failed`,
  5: sql`cancelled`,
};

export interface SendListQuery {
  page: number;
  page_size: number;
  name?: string;
  status?: number;
}

type SendRecord = typeof massSends.$inferSelect & { creator: string | null };

function toRow(send: SendRecord, totals = EMPTY_TOTALS): MassSendRow {
  return {
    id: send.id,
    name: send.name,
    status: send.status as SendStatus,
    send_type: send.sendType === 1 ? 'now' : 'scheduled',
    send_at: send.sendAt.toISOString(),
    created_at: send.createdAt.toISOString(),
    creator: send.creator ?? '',
    message: send.message as unknown as MessageContent,
    totals,
  };
}

export async function listSends(
  db: Database,
  tenantId: string,
  channel: MassChannel,
  query: SendListQuery,
  scope: DataScope = ALL_DATA,
): Promise<ListData<MassSendRow>> {
  const where = and(
    eq(massSends.tenantId, tenantId),
    eq(massSends.channel, channel),
    sendScopeFilter(scope),
    query.name ? ilike(massSends.name, containsPattern(query.name)) : undefined,
    query.status ? eq(massSends.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ send: massSends, creator: users.name })
      .from(massSends)
      .leftJoin(users, eq(users.id, massSends.createdBy))
      .where(where)
      .orderBy(desc(massSends.createdAt), desc(massSends.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(massSends).where(where),
  ]);
  const totals = await sendTotals(
    db,
    tenantId,
    rows.map((row) => row.send.id),
  );
  return {
    list: rows.map((row) => toRow({ ...row.send, creator: row.creator }, totals.get(row.send.id))),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * issue #41: a send is in a user's data scope when one of its sending employees is (the send
 * reaches that employee's customers); 全部 sees every send.
 */
export function sendScopeFilter(scope: DataScope): SQL | undefined {
  const employee = scopeFilter(scope, sql`st.employee_id`);
  return employee
    ? sql`exists (select 1 from mass_send_tasks st where st.tenant_id = ${massSends.tenantId}
        and st.send_id = ${massSends.id} and ${employee})`
    : undefined;
}

/** Whether send `id` of the tenant and channel is in `scope` (checked before every by-id call). */
export async function sendInScope(
  db: Database,
  tenantId: string,
  channel: MassChannel,
  id: number,
  scope: DataScope,
): Promise<boolean> {
  if (scope.all) return true;
  const [row] = await db
    .select({ id: massSends.id })
    .from(massSends)
    .where(
      and(
        eq(massSends.tenantId, tenantId),
        eq(massSends.channel, channel),
        eq(massSends.id, id),
        sendScopeFilter(scope),
      ),
    );
  return row !== undefined;
}

/** One send of the caller's tenant and channel, or 404 (another tenant's id finds nothing). */
export async function findSend(db: Database, tenantId: string, channel: MassChannel, id: number) {
  const [row] = await db
    .select({ send: massSends, creator: users.name })
    .from(massSends)
    .leftJoin(users, eq(users.id, massSends.createdBy))
    .where(
      and(eq(massSends.tenantId, tenantId), eq(massSends.channel, channel), eq(massSends.id, id)),
    );
  if (!row) throw new HttpError(404, '群发任务不存在');
  return { ...row.send, creator: row.creator };
}

export async function sendDetail(
  db: Database,
  tenantId: string,
  channel: MassChannel,
  id: number,
): Promise<MassSendDetail> {
  const send = await findSend(db, tenantId, channel, id);
  const totals = await sendTotals(db, tenantId, [id]);
  return { ...toRow(send, totals.get(id)), filter: send.filter as never };
}

export async function sendTasks(
  db: Database,
  tenantId: string,
  channel: MassChannel,
  id: number,
  now: Date,
): Promise<SendTaskRow[]> {
  await findSend(db, tenantId, channel, id);
  const rows = rowsOf<Omit<SendTaskRow, 'reminders_24h'> & { reminded_at: number[] }>(
    await db.execute(sql`
      select t.id, t.employee_id, coalesce(e.name, '') as employee_name, t.status,
        t.confirmed_at, t.reminded_at,
        coalesce(c.recipients, 0) as recipients, coalesce(c.sent, 0) as sent,
        coalesce(c.not_friend, 0) as not_friend, coalesce(c.limit_reached, 0) as limit_reached,
        coalesce(c.failed, 0) as failed
      from ${massSendTasks} t
      left join employees e on e.tenant_id = t.tenant_id and e.id = t.employee_id
      left join ${reachSendCounters} c on c.tenant_id = t.tenant_id and c.task_id = t.id
      where t.tenant_id = ${tenantId} and t.send_id = ${id}
      order by t.status, e.name, t.id`),
  );
  return rows.map(({ reminded_at, confirmed_at, ...row }) => ({
    ...row,
    confirmed_at: confirmed_at ? new Date(confirmed_at).toISOString() : null,
    reminders_24h: reminded_at.filter((at) => at > now.getTime() - DAY_MS).length,
  }));
}

export interface RecipientQuery {
  page: number;
  page_size: number;
  status?: number;
  employee_id?: number;
}

export async function sendRecipients(
  db: Database,
  tenantId: string,
  channel: MassChannel,
  id: number,
  query: RecipientQuery,
): Promise<ListData<RecipientRow>> {
  await findSend(db, tenantId, channel, id);
  // One employee's recipients are their task's (one task per employee and send): the task
  // index reads them; the status filter reads the (send, status, target) index; the total is
  // the counters' (send-totals.ts), never a count of the send's rows.
  const [task] =
    query.employee_id === undefined
      ? [undefined]
      : await db
          .select({ id: massSendTasks.id })
          .from(massSendTasks)
          .where(
            and(
              eq(massSendTasks.tenantId, tenantId),
              eq(massSendTasks.sendId, id),
              eq(massSendTasks.employeeId, query.employee_id),
            ),
          );
  if (query.employee_id !== undefined && !task) {
    return { list: [], total: 0, page: query.page, page_size: query.page_size };
  }
  const where = sql.join(
    [
      sql`r.tenant_id = ${tenantId}`,
      sql`r.send_id = ${id}`,
      ...(query.status !== undefined ? [sql`r.status = ${query.status}`] : []),
      ...(task ? [sql`r.task_id = ${task.id}`] : []),
    ],
    sql` and `,
  );
  const column = STATUS_COUNTER[query.status ?? -1] ?? sql`recipients`;
  const target =
    channel === 1
      ? sql`left join customers c on c.tenant_id = r.tenant_id and c.id = r.target_id`
      : sql`left join customer_groups c on c.tenant_id = r.tenant_id and c.id = r.target_id`;
  const [rows, totals] = await Promise.all([
    db.execute(sql`
      select r.id, r.target_id, coalesce(c.name, '') as target_name,
        coalesce(e.name, '') as employee_name, r.status, r.reason, r.delivered_at
      from ${massSendRecipients} r ${target}
      left join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id
      where ${where} order by r.target_id
      limit ${query.page_size} offset ${offsetOf(query)}`),
    db.execute(sql`select coalesce(sum(${column}), 0)::int as n from ${reachSendCounters}
      where tenant_id = ${tenantId} and send_id = ${id}
        ${task ? sql`and task_id = ${task.id}` : sql``}`),
  ]);
  return {
    list: rowsOf<RecipientRow & { target_id: number | string }>(rows).map((row) => ({
      ...row,
      id: Number(row.id),
      target_id: Number(row.target_id),
      delivered_at: row.delivered_at ? new Date(row.delivered_at).toISOString() : null,
    })),
    total: rowsOf<{ n: number }>(totals)[0]?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export { REMIND_MAX_PER_DAY };
