// issue #18 /enterprise-quick-response: the script list (search in title and text, group with
// its sub-groups, department scope, three sort orders) and each script's usage by employee.
import { aliasedTable, and, asc, count, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  QuickReplyListQuery,
  QuickReplyRow,
  QuickReplyUsage,
} from '../../../../contract/reach/enterprise-quick-response';
import type { MessageContent } from '../../../../contract/message-content';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { employees } from '../../../db/schema/directory';
import {
  quickReplies,
  quickReplyGroups,
  quickReplyUses,
} from '../../../db/schema/reach-chat-tools';
import { departmentRefs } from './quick-reply-groups';
import { containsPattern, offsetOf } from '../../../db/list-query';

const DAY_MS = 86_400_000;
const parentGroups = aliasedTable(quickReplyGroups, 'parent_groups');

export function replyConditions(tenantId: string, query: QuickReplyListQuery): SQL | undefined {
  const keyword = query.keyword ? containsPattern(query.keyword) : undefined;
  return and(
    eq(quickReplies.tenantId, tenantId),
    keyword
      ? or(
          ilike(quickReplies.title, keyword),
          sql`${quickReplies.message}->>'text' ilike ${keyword}`,
        )
      : undefined,
    query.group_id
      ? or(eq(quickReplies.groupId, query.group_id), eq(quickReplyGroups.parentId, query.group_id))
      : undefined,
    query.department_id
      ? sql`(jsonb_array_length(${quickReplies.departmentIds}) = 0 or ${quickReplies.departmentIds} @> ${JSON.stringify([query.department_id])}::jsonb)`
      : undefined,
  );
}

const groupJoin = and(
  eq(quickReplyGroups.tenantId, quickReplies.tenantId),
  eq(quickReplyGroups.id, quickReplies.groupId),
);
const parentJoin = and(
  eq(parentGroups.tenantId, quickReplyGroups.tenantId),
  eq(parentGroups.id, quickReplyGroups.parentId),
);

export function replyRowsQuery(
  db: Database,
  tenantId: string,
  query: QuickReplyListQuery,
  now: Date,
) {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  return db
    .select({
      id: quickReplies.id,
      title: quickReplies.title,
      groupId: quickReplies.groupId,
      groupName: quickReplyGroups.name,
      parentName: parentGroups.name,
      message: quickReplies.message,
      departmentIds: quickReplies.departmentIds,
      sortOrder: quickReplies.sortOrder,
      sendCount: quickReplies.sendCount,
      recent: sql<number>`(select count(*)::int from ${quickReplyUses} u where u.tenant_id = ${quickReplies.tenantId} and u.reply_id = ${quickReplies.id} and u.used_at >= ${since.toISOString()}::timestamptz)`,
      lastSentAt: quickReplies.lastSentAt,
      updatedAt: quickReplies.updatedAt,
    })
    .from(quickReplies)
    .leftJoin(quickReplyGroups, groupJoin)
    .leftJoin(parentGroups, parentJoin)
    .where(replyConditions(tenantId, query))
    .$dynamic();
}
export type RawReply = Awaited<ReturnType<ReturnType<typeof replyRowsQuery>['execute']>>[number];

export const groupPathOf = (row: RawReply) =>
  row.parentName ? `${row.parentName} / ${row.groupName ?? ''}` : (row.groupName ?? '');

function orderOf(sort: QuickReplyListQuery['sort']): SQL[] {
  if (sort === 'usage') return [desc(quickReplies.sendCount), asc(quickReplies.id)];
  if (sort === 'updated') return [desc(quickReplies.updatedAt), desc(quickReplies.id)];
  return [
    asc(sql`coalesce(${parentGroups.sortOrder}, ${quickReplyGroups.sortOrder})`),
    asc(sql`coalesce(${parentGroups.id}, ${quickReplyGroups.id})`),
    asc(sql`${quickReplyGroups.parentId} is not null`),
    asc(quickReplyGroups.sortOrder),
    asc(quickReplies.groupId),
    asc(quickReplies.sortOrder),
    asc(quickReplies.id),
  ];
}

export async function listReplies(
  db: Database,
  tenantId: string,
  query: QuickReplyListQuery,
  now: Date,
): Promise<ListData<QuickReplyRow>> {
  const [total] = await db
    .select({ value: count() })
    .from(quickReplies)
    .leftJoin(quickReplyGroups, groupJoin)
    .where(replyConditions(tenantId, query));
  const raw = await replyRowsQuery(db, tenantId, query, now)
    .orderBy(...orderOf(query.sort))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const names = await departmentRefs(
    db,
    tenantId,
    raw.flatMap((row) => row.departmentIds),
  );
  const list = raw.map((row): QuickReplyRow => ({
    id: row.id,
    title: row.title,
    group: { id: row.groupId, name: row.groupName ?? '' },
    group_path: groupPathOf(row),
    message: row.message as unknown as MessageContent,
    department_ids: row.departmentIds,
    departments: row.departmentIds.flatMap((id) => names.get(id) ?? []),
    sort_order: row.sortOrder,
    send_count: row.sendCount,
    send_count_30d: Number(row.recent),
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  }));
  return { list, total: total?.value ?? 0, page: query.page, page_size: query.page_size };
}

/** Who sent the script how often (most first), with the script's totals. */
export async function replyUsage(
  db: Database,
  tenantId: string,
  replyId: number,
  sendCount: number,
  now: Date,
): Promise<QuickReplyUsage> {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const mine = and(eq(quickReplyUses.tenantId, tenantId), eq(quickReplyUses.replyId, replyId));
  const [recent] = await db
    .select({ value: count() })
    .from(quickReplyUses)
    .where(and(mine, gte(quickReplyUses.usedAt, since)));
  const rows = await db
    .select({
      id: quickReplyUses.employeeId,
      name: employees.name,
      count: sql<number>`count(*)::int`,
      last: sql<string>`max(${quickReplyUses.usedAt})`,
    })
    .from(quickReplyUses)
    .leftJoin(
      employees,
      and(
        eq(employees.tenantId, quickReplyUses.tenantId),
        eq(employees.id, quickReplyUses.employeeId),
      ),
    )
    .where(mine)
    .groupBy(quickReplyUses.employeeId, employees.name)
    .orderBy(desc(sql`count(*)`), asc(quickReplyUses.employeeId))
    .limit(50);
  return {
    total: sendCount,
    last_30_days: recent?.value ?? 0,
    employees: rows.map((row) => ({
      id: row.id,
      name: row.name ?? `员工${row.id}`,
      count: Number(row.count),
      last_used_at: new Date(row.last).toISOString(),
    })),
  };
}
