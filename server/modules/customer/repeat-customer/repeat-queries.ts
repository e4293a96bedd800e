// issue #19 /repeat-customer: customers with more than one active relation (or more than one
// active group membership), each with who/where and when; the count equals a direct count of
// those relation rows grouped by customer. issue #41: a scoped reader sees the repeats among
// their customers (docs/permissions.md), with every link each of them has.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  RepeatFigures,
  RepeatRow,
  repeatQuery,
} from '../../../../contract/customer/repeat-customer';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { customerScopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import {
  ACTIVE_RELATION,
  currentFigures,
  repeatRate,
} from '../../statistics/figures/figure-definitions';
import { iso, rowsOf } from '../shared/sql-rows';
import { containsPattern, offsetOf } from '../../../db/list-query';

type Query = z.output<typeof repeatQuery>;

const EMPLOYEE_LINKS = sql`
  select r.tenant_id, r.customer_id, r.employee_id as link_id, e.name as link_name, r.added_at as at
  from customer_relations r
  left join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id
  where ${ACTIVE_RELATION('r')}`;
const GROUP_LINKS = sql`
  select m.tenant_id, m.member_id as customer_id, m.group_id as link_id, g.name as link_name,
    m.joined_at as at
  from customer_group_members m
  join customer_groups g on g.tenant_id = m.tenant_id and g.id = m.group_id
  where m.member_type = 2 and m.left_at is null and g.dismissed_at is null`;

/** Customers with more than one link of the kind, with their links (name filter optional). */
function groupedLinks(
  links: SQL,
  tenantId: string,
  filter: string | undefined,
  scope: DataScope,
): SQL {
  const name = filter ? containsPattern(filter) : null;
  const inScope = customerScopeFilter(scope, tenantId, sql`c.id`) ?? sql`true`;
  return sql`
    with l as (${links}),
    g as (
      select l.customer_id, count(*)::int as n,
        json_agg(json_build_object('id', l.link_id, 'name', coalesce(l.link_name, '已删除'),
          'at', l.at) order by l.at) as links, max(l.at) as last_at
      from l where l.tenant_id = ${tenantId}
      group by l.customer_id having count(*) > 1)
    select g.*, c.name, c.avatar from g
    join customers c on c.tenant_id = ${tenantId} and c.id = g.customer_id
    where (${name}::text is null or c.name ilike ${name}) and ${inScope}`;
}

export async function listRepeats(
  db: Database,
  tenantId: string,
  query: Query,
  scope: DataScope,
): Promise<ListData<RepeatRow> & RepeatFigures> {
  const links = query.kind === 'group' ? GROUP_LINKS : EMPLOYEE_LINKS;
  const grouped = groupedLinks(links, tenantId, query.name, scope);
  const rows = rowsOf<{
    customer_id: number;
    n: number;
    links: { id: number; name: string; at: string }[];
    name: string;
    avatar: string;
  }>(
    await db.execute(sql`${grouped} order by g.last_at desc, g.customer_id desc
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  const [total] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${grouped}) x`),
  );
  // 重复客户 / 客户总数 / 重复率 as figure-definitions.ts defines them (issue #37); the group
  // kind counts repeats the same way over group memberships.
  const figures = await currentFigures(db, tenantId, scope);
  const [groupRepeats] =
    query.kind === 'group'
      ? rowsOf<{ n: number }>(
          await db.execute(
            sql`select count(*)::int as n from (${groupedLinks(links, tenantId, undefined, scope)}) x`,
          ),
        )
      : [];
  const repeats = query.kind === 'group' ? (groupRepeats?.n ?? 0) : figures.repeat_customers;
  return {
    list: rows.map((row) => ({
      customer: { id: Number(row.customer_id), name: row.name, avatar: row.avatar },
      links: row.links.map((link) => ({ id: link.id, name: link.name, at: iso(link.at) })),
      count: row.n,
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    customers_total: figures.customers_total,
    repeat_customers: repeats,
    repeat_rate: repeatRate(repeats, figures.customers_total),
  };
}
