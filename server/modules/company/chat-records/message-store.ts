// issue #22 /chat-records reads: conversations (one per employee ↔ customer pair, one per
// group) and messages, filtered by employee, customer, group, keyword, type and date; every
// query scoped by the verified token's tenant. Dates are China days (spec §1 time zone).
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ChatArchiveStatus,
  chatConversationQuery,
  ChatConversationRow,
  chatMessageQuery,
  ChatMessageRow,
  MessageContent,
  NamedRef,
} from '../../../../contract/company/chat-records';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import type { JobRunner } from '../../../jobs/job-types';
import { ARCHIVE_PULL_JOB } from './archive-job';
import { archiveConfigured } from './archive-pull';
import { previewOf } from './archive-message';
import { chinaDayEndSql, chinaDayStartSql } from '../../../db/china-time-sql';
import { containsPattern, offsetOf } from '../../../db/list-query';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const ref = (id: unknown, name: unknown): NamedRef | null =>
  id === null || id === undefined ? null : { id: Number(id), name: String(name ?? '') };
const iso = (value: unknown) => new Date(String(value)).toISOString();

function dayRange(start: string | undefined, end: string | undefined): SQL[] {
  const parts: SQL[] = [];
  if (start) parts.push(sql`m.sent_at >= ${chinaDayStartSql(start)}`);
  if (end) parts.push(sql`m.sent_at < ${chinaDayEndSql(end)}`);
  return parts;
}

const NAMES = sql`
  left join employees e on e.tenant_id = m.tenant_id and e.id = m.employee_id
  left join customers c on c.tenant_id = m.tenant_id and c.id = m.customer_id
  left join customer_groups g on g.tenant_id = m.tenant_id and g.id = m.group_id`;

type ConversationQuery = z.infer<typeof chatConversationQuery>;

/**
 * issue #41: a private chat is in the scope of its employee, a group chat in its group
 * owner's; 全部 adds no condition (always true here).
 */
function chatScope(scope: DataScope): SQL {
  const employee = scopeFilter(scope, sql`m.employee_id`);
  const owner = scopeFilter(scope, sql`sg.owner_employee_id`);
  if (!employee || !owner) return sql`true`;
  return sql`((m.chat_type <> 2 and ${employee}) or (m.chat_type = 2 and exists (
    select 1 from customer_groups sg where sg.tenant_id = m.tenant_id and sg.id = m.group_id
      and ${owner})))`;
}

export async function listConversations(
  db: Database,
  tenantId: string,
  query: ConversationQuery,
  scope: DataScope,
): Promise<ListData<ChatConversationRow>> {
  const where: SQL[] = [
    sql`m.tenant_id = ${tenantId}`,
    chatScope(scope),
    ...dayRange(query.start, query.end),
  ];
  if (query.chat_type) where.push(sql`m.chat_type = ${query.chat_type}`);
  if (query.employee_id) where.push(sql`m.employee_id = ${query.employee_id}`);
  if (query.customer_name) where.push(sql`c.name ilike ${containsPattern(query.customer_name)}`);
  if (query.group_name) where.push(sql`g.name ilike ${containsPattern(query.group_name)}`);
  const key = sql`case when m.chat_type = 2 then 'g-' || m.group_id
    else 's-' || m.employee_id || '-' || m.customer_id end`;
  const grouped = sql`select ${key} as key, min(m.chat_type) as chat_type,
      min(m.employee_id) filter (where m.chat_type = 1) as employee_id, min(e.name) filter (where m.chat_type = 1) as employee_name,
      min(m.customer_id) filter (where m.chat_type = 1) as customer_id, min(c.name) filter (where m.chat_type = 1) as customer_name,
      min(m.group_id) as group_id, min(g.name) as group_name,
      count(*)::int as messages, max(m.sent_at) as last_at,
      (array_agg(m.content order by m.sent_at desc, m.id desc))[1] as last_content
    from chat_messages m ${NAMES}
    where ${sql.join(where, sql` and `)} group by 1`;
  const [count] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from (${grouped}) t`),
  );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`${grouped} order by last_at desc, key
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  return {
    list: rows.map((row) => ({
      key: String(row.key),
      chat_type: Number(row.chat_type) === 2 ? 2 : 1,
      employee: ref(row.employee_id, row.employee_name),
      customer: ref(row.customer_id, row.customer_name),
      group: ref(row.group_id, row.group_name),
      messages: Number(row.messages),
      last_message_at: iso(row.last_at),
      last_preview: previewOf(row.last_content as MessageContent),
    })),
    total: Number(count?.total ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

type MessageQuery = z.infer<typeof chatMessageQuery>;

export async function listMessages(
  db: Database,
  tenantId: string,
  query: MessageQuery,
  scope: DataScope,
): Promise<ListData<ChatMessageRow>> {
  const where: SQL[] = [
    sql`m.tenant_id = ${tenantId}`,
    chatScope(scope),
    ...dayRange(query.start, query.end),
  ];
  if (query.chat_type) where.push(sql`m.chat_type = ${query.chat_type}`);
  if (query.employee_id) where.push(sql`m.employee_id = ${query.employee_id}`);
  if (query.customer_id) where.push(sql`m.customer_id = ${query.customer_id}`);
  if (query.group_id) where.push(sql`m.group_id = ${query.group_id}`);
  if (query.msg_type) where.push(sql`m.msg_type = ${query.msg_type}`);
  if (query.keyword) where.push(sql`m.text_content ilike ${containsPattern(query.keyword)}`);
  const filter = sql.join(where, sql` and `);
  const [count] = rowsOf<{ total: number }>(
    await db.execute(
      sql`select count(*)::int as total from chat_messages m ${NAMES} where ${filter}`,
    ),
  );
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select m.id, m.seq, m.msg_id, m.chat_type, m.from_kind, m.msg_type,
        m.content, m.sent_at, m.revoked, m.employee_id, e.name as employee_name,
        m.customer_id, c.name as customer_name, m.group_id, g.name as group_name
      from chat_messages m ${NAMES} where ${filter}
      order by m.sent_at ${direction}, m.seq ${direction}
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      seq: Number(row.seq),
      msg_id: String(row.msg_id),
      chat_type: Number(row.chat_type) === 2 ? 2 : 1,
      from_kind: Number(row.from_kind) === 2 ? 2 : 1,
      employee: ref(row.employee_id, row.employee_name),
      customer: ref(row.customer_id, row.customer_name),
      group: ref(row.group_id, row.group_name),
      msg_type: row.msg_type as ChatMessageRow['msg_type'],
      content: row.content as MessageContent,
      sent_at: iso(row.sent_at),
      revoked: Boolean(row.revoked),
    })),
    total: Number(count?.total ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

export async function archiveStatus(
  db: Database,
  jobs: JobRunner,
  tenantId: string,
): Promise<ChatArchiveStatus> {
  const [cursor] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select last_seq, stored_total, skipped_no_consent, last_pulled_at, last_error
      from chat_archive_cursors where tenant_id = ${tenantId}`),
  );
  const [job] = await jobs.list(tenantId, { name: ARCHIVE_PULL_JOB, limit: 1 });
  return {
    configured: await archiveConfigured(db, tenantId),
    last_seq: Number(cursor?.last_seq ?? 0),
    stored_total: Number(cursor?.stored_total ?? 0),
    skipped_no_consent: Number(cursor?.skipped_no_consent ?? 0),
    last_pulled_at: cursor?.last_pulled_at ? iso(cursor.last_pulled_at) : null,
    last_error: String(cursor?.last_error ?? ''),
    job_state: job?.stateLabel ?? null,
  };
}
