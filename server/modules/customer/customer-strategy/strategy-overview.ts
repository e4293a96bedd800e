// issue #19 /customer-strategy: the hub's figures, each a direct count over the mirror in
// China days (adds = relations added, losses = relations the customer ended, net = adds −
// losses; figure-definitions.ts, issue #37). issue #41: a scoped reader's hub counts their
// customers, their employees' relations and the groups their employees own.
import { sql } from 'drizzle-orm';
import type { StrategyOverview } from '../../../../contract/customer/customer-strategy';
import type { Database } from '../../../db/database';
import { addChinaDays, chinaClock, chinaDayStart } from '../../../../contract/china-time';
import { rowsOf } from '../shared/sql-rows';
import {
  ACTIVE_RELATION,
  currentFigures,
  LOST_AT,
} from '../../statistics/figures/figure-definitions';
import { CHINA_ZONE } from '../../../db/china-time-sql';
import { customerScopeFilter, scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';

export async function strategyOverview(
  db: Database,
  tenantId: string,
  days: number,
  now: Date,
  scope: DataScope,
): Promise<StrategyOverview> {
  const relations = scopeFilter(scope, sql`r.employee_id`) ?? sql`true`;
  const ownCustomers = customerScopeFilter(scope, tenantId, sql`c.id`) ?? sql`true`;
  const owners = scopeFilter(scope, sql`g.owner_employee_id`) ?? sql`true`;
  const first = addChinaDays(chinaClock(now).date, -(days - 1));
  const from = `${chinaDayStart(first).toISOString()}`;
  // 客户总数, 重复率 and 客户群总数 as figure-definitions.ts defines them (issue #37).
  const figures = await currentFigures(db, tenantId, scope);
  const [totals] = rowsOf<{ active: number; untagged: number }>(
    await db.execute(sql`select
      (select count(distinct customer_id) from customer_relations r where r.tenant_id = ${tenantId}
        and ${ACTIVE_RELATION('r')} and ${relations})::int as active,
      (select count(*) from customers c where c.tenant_id = ${tenantId} and ${ownCustomers}
        and not exists (select 1 from customer_tags ct where ct.tenant_id = c.tenant_id
          and ct.customer_id = c.id))::int as untagged`),
  );
  const lostAt = sql.raw(LOST_AT);
  const daily = rowsOf<{ day: string; adds: number; losses: number }>(
    await db.execute(sql`select day, sum(a)::int as adds, sum(l)::int as losses from (
      select to_char(added_at at time zone ${CHINA_ZONE}, 'YYYY-MM-DD') as day, 1 as a, 0 as l
      from customer_relations r where tenant_id = ${tenantId}
        and added_at >= ${from}::timestamptz and ${relations}
      union all
      select to_char(${lostAt} at time zone ${CHINA_ZONE}, 'YYYY-MM-DD'), 0, 1
      from customer_relations r where tenant_id = ${tenantId}
        and ${lostAt} >= ${from}::timestamptz and ${relations}) x
      group by day`),
  );
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const trend = Array.from({ length: days }, (_, index) => {
    const date = addChinaDays(first, index);
    const adds = byDay.get(date)?.adds ?? 0;
    const losses = byDay.get(date)?.losses ?? 0;
    return { date, adds, losses, net: adds - losses };
  });
  const topQuits = rowsOf<{ id: number; name: string; quits: number; members: number }>(
    await db.execute(sql`select g.id, g.name,
        count(*) filter (where m.left_at >= ${from}::timestamptz)::int as quits,
        count(*) filter (where m.left_at is null)::int as members
      from customer_groups g join customer_group_members m
        on m.tenant_id = g.tenant_id and m.group_id = g.id
      where g.tenant_id = ${tenantId} and g.dismissed_at is null and ${owners}
      group by g.id, g.name having count(*) filter (where m.left_at >= ${from}::timestamptz) > 0
      order by quits desc, g.id limit 5`),
  );
  const adds = trend.reduce((sum, day) => sum + day.adds, 0);
  const losses = trend.reduce((sum, day) => sum + day.losses, 0);
  const customers = figures.customers_total;
  const active = totals?.active ?? 0;
  const untagged = totals?.untagged ?? 0;
  return {
    customers,
    active_customers: active,
    adds,
    losses,
    net: adds - losses,
    repeat_rate: figures.repeat_rate / 100,
    untagged,
    tag_coverage: customers ? (customers - untagged) / customers : 0,
    groups: figures.groups_total,
    trend,
    top_quit_groups: topQuits,
  };
}
