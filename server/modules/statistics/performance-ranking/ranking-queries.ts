// issue #21 /performance-ranking: employees, departments or shops ranked by net deal amount,
// net orders or new customers over a period. Deals reach an employee by the first-friend rule
// (the company area's performance rules replace it when they land); a department adds up its
// employees; a shop's new customers are its first purchases.
import { sql } from 'drizzle-orm';
import { centsToText } from '../../../../contract/marketing/order-points/member-decimal';
import type {
  RankingData,
  RankingMetric,
  RankingSubject,
} from '../../../../contract/statistics/performance-ranking';
import type { Database } from '../../../db/database';
import { ALL_DATA, scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { readPeriod, rowsOf } from '../shared/read-period';

interface RawRank {
  id: string;
  name: string;
  net_cents: number;
  orders: number;
  new_customers: number;
}

function rankingSql(
  tenantId: string,
  by: RankingSubject,
  from: string,
  to: string,
  scope: DataScope,
) {
  // issue #41: a scoped reader ranks the employees of their scope (and their departments by
  // those employees); a shop's deals belong to no employee, so only 全部 ranks shops.
  const inScope = scopeFilter(scope, sql`e.id`) ?? sql`true`;
  const deals = (dimension: string) => sql`select dimension_id as id,
      sum(amount_cents - refund_cents)::float8 as net_cents, sum(orders - refunds)::int as orders,
      sum(first_orders)::int as first_orders
    from stat_deal_daily where tenant_id = ${tenantId} and dimension = ${dimension}
      and day between ${from} and ${to} group by dimension_id`;
  const adds = sql`select employee_id::text as id, sum(new_contact)::int as adds
    from stat_employee_daily where tenant_id = ${tenantId} and day between ${from} and ${to}
    group by employee_id`;
  if (by === 'shop') {
    return sql`select s.shop_code as id, s.name, coalesce(d.net_cents, 0) as net_cents,
        coalesce(d.orders, 0) as orders, coalesce(d.first_orders, 0) as new_customers
      from member_shops s left join (${deals('shop')}) d on d.id = s.shop_code
      where s.tenant_id = ${tenantId} and ${scope.all ? sql`true` : sql`false`}`;
  }
  const perEmployee = sql`select e.id, e.name, e.department_id, coalesce(d.net_cents, 0) as net_cents,
      coalesce(d.orders, 0) as orders, coalesce(a.adds, 0) as new_customers
    from employees e
    left join (${deals('employee')}) d on d.id = e.id::text
    left join (${adds}) a on a.id = e.id::text
    where e.tenant_id = ${tenantId} and ${inScope}`;
  if (by === 'employee') {
    return sql`select id::text as id, name, net_cents, orders, new_customers from (${perEmployee}) p`;
  }
  return sql`select d.id::text as id, d.name, coalesce(sum(p.net_cents), 0)::float8 as net_cents,
      coalesce(sum(p.orders), 0)::int as orders, coalesce(sum(p.new_customers), 0)::int as new_customers
    from departments d left join (${perEmployee}) p on p.department_id = d.id
    where d.tenant_id = ${tenantId} group by d.id, d.name`;
}

const ORDER: Record<RankingMetric, (row: RawRank) => number> = {
  amount: (row) => row.net_cents,
  orders: (row) => row.orders,
  new_customers: (row) => row.new_customers,
};

export async function readRanking(
  db: Database,
  tenantId: string,
  query: { from: string; to: string; by: RankingSubject; metric: RankingMetric },
  now: number,
  scope: DataScope = ALL_DATA,
): Promise<RankingData> {
  const period = await readPeriod(db, tenantId, query, now);
  const raw = rowsOf<RawRank>(
    await db.execute(rankingSql(tenantId, query.by, period.from, period.to, scope)),
  );
  const key = ORDER[query.metric];
  const sorted = raw
    .filter((row) => row.net_cents !== 0 || row.orders !== 0 || row.new_customers !== 0)
    .sort((a, b) => key(b) - key(a) || b.net_cents - a.net_cents || a.id.localeCompare(b.id));
  return {
    rule: 'first_friend',
    rows: sorted.map((row, index) => ({
      rank: index + 1,
      id: row.id,
      name: row.name,
      amount: centsToText(row.net_cents),
      orders: row.orders,
      new_customers: row.new_customers,
    })),
  };
}
