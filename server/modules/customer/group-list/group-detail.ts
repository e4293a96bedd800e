// issue #19 group-detail: the members (join scene, join/quit time, type, ours or not), the
// joins/quits trend of the last 30 China days, and the group's editable tags.
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { GroupMemberRow, GroupTrendPoint } from '../../../../contract/customer/group-list';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { customerGroupTags } from '../../../db/schema/customer-ops';
import { addChinaDays, chinaClock, chinaDayStart } from '../../../../contract/china-time';
import { ownTagIds } from '../shared/own-ids';
import { iso, rowsOf } from '../shared/sql-rows';
import { CHINA_ZONE } from '../../../db/china-time-sql';
import { containsPattern, offsetOf } from '../../../db/list-query';

export async function groupTrend(
  db: Database,
  tenantId: string,
  groupId: number,
  now: Date,
  days = 30,
): Promise<GroupTrendPoint[]> {
  const today = chinaClock(now).date;
  const first = addChinaDays(today, -(days - 1));
  const from = chinaDayStart(first).toISOString();
  const counts = rowsOf<{ day: string; joins: number; quits: number }>(
    await db.execute(sql`
      select day, sum(j)::int as joins, sum(q)::int as quits from (
        select to_char(joined_at at time zone ${CHINA_ZONE}, 'YYYY-MM-DD') as day, 1 as j, 0 as q
        from customer_group_members where tenant_id = ${tenantId} and group_id = ${groupId}
          and joined_at >= ${from}::timestamptz
        union all
        select to_char(left_at at time zone ${CHINA_ZONE}, 'YYYY-MM-DD'), 0, 1
        from customer_group_members where tenant_id = ${tenantId} and group_id = ${groupId}
          and left_at >= ${from}::timestamptz) x
      group by day`),
  );
  const byDay = new Map(counts.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, index) => {
    const date = addChinaDays(first, index);
    return { date, joins: byDay.get(date)?.joins ?? 0, quits: byDay.get(date)?.quits ?? 0 };
  });
}

export async function listMembers(
  db: Database,
  tenantId: string,
  groupId: number,
  query: {
    page: number;
    page_size: number;
    member_type?: number;
    state?: 'in' | 'left';
    name?: string;
  },
): Promise<ListData<GroupMemberRow>> {
  const parts: SQL[] = [sql`m.tenant_id = ${tenantId}`, sql`m.group_id = ${groupId}`];
  if (query.member_type) parts.push(sql`m.member_type = ${query.member_type}`);
  if (query.state === 'in') parts.push(sql`m.left_at is null`);
  if (query.state === 'left') parts.push(sql`m.left_at is not null`);
  const name = sql`case m.member_type when 1 then e.name else c.name end`;
  if (query.name) parts.push(sql`${name} ilike ${containsPattern(query.name)}`);
  const from = sql`from customer_group_members m
    left join employees e on m.member_type = 1 and e.tenant_id = m.tenant_id and e.id = m.member_id
    left join customers c on m.member_type = 2 and c.tenant_id = m.tenant_id and c.id = m.member_id
    where ${sql.join(parts, sql` and `)}`;
  const rows = rowsOf<{
    member_id: number;
    member_type: 1 | 2;
    name: string | null;
    join_scene: number;
    joined_at: string;
    left_at: string | null;
    ours: boolean;
  }>(
    await db.execute(sql`select m.member_id, m.member_type, ${name} as name, m.join_scene,
        m.joined_at, m.left_at,
        (m.member_type = 2 and exists (select 1 from customer_relations r
          where r.tenant_id = m.tenant_id and r.customer_id = m.member_id)) as ours
      ${from} order by coalesce(m.left_at, m.joined_at) desc, m.member_id desc
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${from}`));
  return {
    list: rows.map((row) => ({
      id: Number(row.member_id),
      member_type: row.member_type,
      name: row.name ?? '未知成员',
      join_scene: row.join_scene,
      joined_at: iso(row.joined_at),
      left_at: iso(row.left_at),
      is_our_customer: row.ours,
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function setTags(
  db: Database,
  tenantId: string,
  groupId: number,
  tagIds: readonly number[],
): Promise<null> {
  const own = await ownTagIds(db, tenantId, tagIds);
  await db.transaction(async (tx) => {
    await tx
      .delete(customerGroupTags)
      .where(and(eq(customerGroupTags.tenantId, tenantId), eq(customerGroupTags.groupId, groupId)));
    if (own.length > 0) {
      await tx.insert(customerGroupTags).values(own.map((tagId) => ({ tenantId, groupId, tagId })));
    }
  });
  return null;
}
