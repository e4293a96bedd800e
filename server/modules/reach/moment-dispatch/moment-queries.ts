// issue #17 /moment-dispatch reads: tasks with their totals (counts of the task's employee and
// interaction rows), one task's employees with publish status, and its interactions.
// issue #41: a scoped reader sees the tasks one of whose publishing employees is in their
// scope (as mass sends); another task answers as not found.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import type { MessageContent } from '../../../../contract/message-content';
import type {
  MomentDetail,
  MomentRow,
  MomentStatus,
  SenderScope,
} from '../../../../contract/reach/moment-dispatch';
import type { MomentListQuery } from '../../../../contract/reach/moment-dispatch-endpoints';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/http-errors';
import { ALL_DATA, scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { chinaIsoText } from '../../../../contract/china-time';
import { containsPattern, offsetOf } from '../../../db/list-query';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (value: string | Date) => new Date(value).toISOString();

/** The status at `now` (contract MOMENT_STATUS), as SQL over moment_tasks `m`. */
export const statusSql = (now: Date) => sql`(case
  when m.cancelled_at is not null then 4
  when m.publish_at > ${now.toISOString()}::timestamptz then 1
  when m.end_at <= ${now.toISOString()}::timestamptz then 3 else 2 end)`;

/** China-day bounds of the created-date filter (dates are China calendar dates). */
const dayStart = (date: string) => chinaIsoText(date);

/** Tasks `m` with a publishing employee in `scope` (true for 全部). */
export function momentInScope(scope: DataScope): SQL {
  const employee = scopeFilter(scope, sql`se.employee_id`);
  if (!employee) return sql`true`;
  return sql`exists (select 1 from moment_task_employees se where se.tenant_id = m.tenant_id
    and se.task_id = m.id and ${employee})`;
}

export function listWhere(
  tenantId: string,
  query: Partial<MomentListQuery>,
  now: Date,
  scope: DataScope = ALL_DATA,
): SQL {
  const parts = [sql`m.tenant_id = ${tenantId}`, momentInScope(scope)];
  if (query.name) {
    parts.push(sql`m.name ilike ${containsPattern(query.name)}`);
  }
  if (query.status) parts.push(sql`${statusSql(now)} = ${query.status}`);
  if (query.creator_id) parts.push(sql`m.created_by = ${query.creator_id}`);
  if (query.created_from) {
    parts.push(sql`m.created_at >= ${dayStart(query.created_from)}::timestamptz`);
  }
  if (query.created_to) {
    parts.push(sql`m.created_at < ${dayStart(query.created_to)}::timestamptz + interval '1 day'`);
  }
  return sql.join(parts, sql` and `);
}

export interface TaskRecord {
  id: number;
  name: string;
  status: number;
  content: MessageContent;
  creator: string | null;
  publish_at: string;
  end_at: string;
  created_at: string;
  employees: number;
  published: number;
  likes: number;
  comments: number;
  sender_scope: SenderScope;
  visible_tag_ids: number[];
  like_tag_ids: number[];
  comment_tag_ids: number[];
}

export const taskSelect = (now: Date) => sql`select m.id, m.name, ${statusSql(now)} as status,
    m.content, u.name as creator, m.publish_at, m.end_at, m.created_at, m.sender_scope,
    m.visible_tag_ids, m.like_tag_ids, m.comment_tag_ids,
    (select count(*)::int from moment_task_employees e where e.tenant_id = m.tenant_id
      and e.task_id = m.id) as employees,
    (select count(*)::int from moment_task_employees e where e.tenant_id = m.tenant_id
      and e.task_id = m.id and e.published_at is not null) as published,
    (select count(*)::int from moment_interactions i where i.tenant_id = m.tenant_id
      and i.task_id = m.id and i.kind = 1) as likes,
    (select count(*)::int from moment_interactions i where i.tenant_id = m.tenant_id
      and i.task_id = m.id and i.kind = 2) as comments
  from moment_tasks m left join users u on u.id = m.created_by`;

export function toRow(record: TaskRecord): MomentRow {
  const employees = Number(record.employees);
  const published = Number(record.published);
  return {
    id: Number(record.id),
    name: record.name,
    status: Number(record.status) as MomentStatus,
    content: record.content,
    creator: record.creator ?? '',
    publish_at: iso(record.publish_at),
    end_at: iso(record.end_at),
    created_at: iso(record.created_at),
    totals: {
      employees,
      published,
      unpublished: employees - published,
      likes: Number(record.likes),
      comments: Number(record.comments),
    },
  };
}

export async function listMoments(
  db: Database,
  tenantId: string,
  query: MomentListQuery,
  now: Date,
  scope: DataScope,
): Promise<ListData<MomentRow>> {
  const where = listWhere(tenantId, query, now, scope);
  const [rows, [total]] = await Promise.all([
    db.execute(sql`${taskSelect(now)} where ${where}
      order by m.created_at desc, m.id desc
      limit ${query.page_size} offset ${offsetOf(query)}`),
    db
      .execute(sql`select count(*)::int as n from moment_tasks m where ${where}`)
      .then((result) => rowsOf<{ n: number }>(result)),
  ]);
  return {
    list: rowsOf<TaskRecord>(rows).map(toRow),
    total: Number(total?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

async function tagNames(db: Database, tenantId: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select name from tags where tenant_id = ${tenantId}
      and id = any(${`{${ids.join(',')}}`}::int[]) order by sort_order, id`),
  );
  return rows.map((row) => row.name);
}

export async function findMoment(
  db: Database,
  tenantId: string,
  id: number,
  now: Date,
  scope: DataScope = ALL_DATA,
) {
  const [record] = rowsOf<TaskRecord>(
    await db.execute(sql`${taskSelect(now)} where m.tenant_id = ${tenantId} and m.id = ${id}
      and ${momentInScope(scope)}`),
  );
  if (!record) throw new HttpError(404, '朋友圈任务不存在');
  return record;
}

export async function momentDetailOf(
  db: Database,
  tenantId: string,
  id: number,
  now: Date,
  scope: DataScope,
): Promise<MomentDetail> {
  const record = await findMoment(db, tenantId, id, now, scope);
  return {
    ...toRow(record),
    sender_scope: record.sender_scope,
    visible_tag_ids: record.visible_tag_ids,
    like_tag_ids: record.like_tag_ids,
    comment_tag_ids: record.comment_tag_ids,
    visible_tags: await tagNames(db, tenantId, record.visible_tag_ids),
    like_tags: await tagNames(db, tenantId, record.like_tag_ids),
    comment_tags: await tagNames(db, tenantId, record.comment_tag_ids),
  };
}

export async function momentCreators(db: Database, tenantId: string, scope: DataScope) {
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select distinct u.id, u.name from moment_tasks m
      join users u on u.id = m.created_by where m.tenant_id = ${tenantId}
        and ${momentInScope(scope)} order by u.name`),
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}
