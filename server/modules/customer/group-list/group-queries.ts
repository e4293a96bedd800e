// issue #19 /group-list: groups with owner, member counts, today's joins and quits (China
// day), tags and status; the filters of [OS] (owners, tags, created range, name, status).
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  GroupListQuery,
  GroupRow,
  GroupSummary,
} from '../../../../contract/customer/group-list';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { chinaClock } from '../../../../contract/china-time';
import { chinaDateRange, idList, iso, rowsOf } from '../shared/sql-rows';
import { containsPattern, offsetOf } from '../../../db/list-query';

/** Stored platform status, else 1 when the owner has left (employees.status ≠ 1). */
const STATUS = sql`coalesce(s.status, case when o.id is null or o.status <> 1 then 1 else 0 end)`;

function conditions(tenantId: string, query: Partial<GroupListQuery>, scope: DataScope): SQL {
  const parts: SQL[] = [sql`g.tenant_id = ${tenantId}`, sql`g.dismissed_at is null`];
  // issue #41: a group belongs to its owner's scope.
  const inScope = scopeFilter(scope, sql`g.owner_employee_id`);
  if (inScope) parts.push(inScope);
  if (query.name) parts.push(sql`g.name ilike ${containsPattern(query.name)}`);
  if (query.owner_ids?.length) parts.push(sql`g.owner_employee_id in (${idList(query.owner_ids)})`);
  if (query.tag_ids?.length) {
    parts.push(sql`exists (select 1 from customer_group_tags gt where gt.tenant_id = g.tenant_id
      and gt.group_id = g.id and gt.tag_id in (${idList(query.tag_ids)}))`);
  }
  if (query.status !== undefined) parts.push(sql`${STATUS} = ${query.status}`);
  parts.push(...chinaDateRange(sql`g.created_at`, query.created_from, query.created_to));
  return sql.join(parts, sql` and `);
}

interface RawGroup {
  id: number;
  name: string;
  owner_id: number | null;
  owner_name: string | null;
  customers: number;
  employees: number;
  today_joins: number;
  today_quits: number;
  notice: string;
  tags: { id: number; name: string }[] | null;
  status: number;
  created_at: string;
}

function groupSelect(tenantId: string, dayStart: Date, where: SQL): SQL {
  const today = sql`${dayStart.toISOString()}::timestamptz`;
  return sql`
    select g.id, g.name, g.owner_employee_id as owner_id, o.name as owner_name, g.notice,
      g.created_at, ${STATUS} as status,
      (select count(*) from customer_group_members m where m.tenant_id = g.tenant_id
        and m.group_id = g.id and m.member_type = 2 and m.left_at is null)::int as customers,
      (select count(*) from customer_group_members m where m.tenant_id = g.tenant_id
        and m.group_id = g.id and m.member_type = 1 and m.left_at is null)::int as employees,
      (select count(*) from customer_group_members m where m.tenant_id = g.tenant_id
        and m.group_id = g.id and m.joined_at >= ${today})::int as today_joins,
      (select count(*) from customer_group_members m where m.tenant_id = g.tenant_id
        and m.group_id = g.id and m.left_at >= ${today})::int as today_quits,
      (select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
        from customer_group_tags gt join tags t on t.tenant_id = gt.tenant_id and t.id = gt.tag_id
        where gt.tenant_id = g.tenant_id and gt.group_id = g.id) as tags
    from customer_groups g
    left join employees o on o.tenant_id = g.tenant_id and o.id = g.owner_employee_id
    left join customer_group_states s on s.tenant_id = g.tenant_id and s.group_id = g.id
    where ${where}`;
}

export function toGroupRow(row: RawGroup): GroupRow {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? '已离职员工' } : null,
    customers: row.customers,
    employees: row.employees,
    today_joins: row.today_joins,
    today_quits: row.today_quits,
    notice: row.notice,
    tags: row.tags ?? [],
    status: row.status,
    created_at: iso(row.created_at),
  };
}

export async function listGroups(
  db: Database,
  tenantId: string,
  query: GroupListQuery,
  now: Date,
  scope: DataScope,
): Promise<ListData<GroupRow> & { summary: GroupSummary }> {
  const where = conditions(tenantId, query, scope);
  const select = groupSelect(tenantId, chinaClock(now).dayStart, where);
  const rows = rowsOf<RawGroup>(
    await db.execute(sql`${select} order by g.created_at desc, g.id desc
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  const [summary] = rowsOf<GroupSummary>(
    await db.execute(sql`select count(*)::int as groups,
      coalesce(sum(customers + employees), 0)::int as members,
      coalesce(sum(today_joins), 0)::int as today_joins,
      coalesce(sum(today_quits), 0)::int as today_quits from (${select}) x`),
  );
  return {
    list: rows.map(toGroupRow),
    total: summary?.groups ?? 0,
    page: query.page,
    page_size: query.page_size,
    summary: summary ?? { groups: 0, members: 0, today_joins: 0, today_quits: 0 },
  };
}

export async function findGroup(
  db: Database,
  tenantId: string,
  id: number,
  now: Date,
  scope: DataScope,
): Promise<GroupRow | undefined> {
  const where = sql`${conditions(tenantId, {}, scope)} and g.id = ${id}`;
  const [row] = rowsOf<RawGroup>(
    await db.execute(groupSelect(tenantId, chinaClock(now).dayStart, where)),
  );
  return row ? toGroupRow(row) : undefined;
}
