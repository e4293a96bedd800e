// issue #21 roll-up of deals (docs/domain.md §6 [KJ] ShopDataSeries): orders on their order day,
// refunds (cancelled orders, status 4) on the refund day, so any range nets its refunds.
// Dimensions: '' all; employee = the buyer's first friend (the attribution rule until the
// company area's performance rules land); group = each group the buyer was in at order time;
// campaign = the order's share (order_share_id); shop = the order's shop.
// issue #41: the facts carry their attributed employee, so a scoped reader's deals (the orders
// attributed to an employee of their scope) are the same facts and sums, read live.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../../contract/marketing/order-points';
import { scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { bounds } from './rollup-people';
import type { RollupRange } from './rollup-range';

/** `ranked`, `facts`, `attributed` and `keyed`: every deal fact of the range by dimension. */
function keyedDeals(range: RollupRange): SQL {
  const t = range.tenantId;
  const local = (column: SQL) => sql`(${column} at time zone ${range.timeZone})::date`;
  return sql`
    ranked as (
      select o.id, o.status, o.ordered_at, o.updated_at, o.member_id, o.shop_code, m.customer_id,
        round(o.amount * 100)::bigint as cents,
        o.member_id is not null
          and row_number() over (partition by o.member_id order by o.ordered_at, o.id) = 1 as is_first
      from shop_orders o
      left join members m on m.tenant_id = o.tenant_id and m.id = o.member_id
      where o.tenant_id = ${t}
    ),
    facts as (
      select o.*, ${local(sql`o.ordered_at`)} as day, 'placed' as kind
      from ranked o, ${bounds(range)} b where o.ordered_at >= b.s and o.ordered_at < b.e
      union all
      select o.*, ${local(sql`o.updated_at`)}, 'refund'
      from ranked o, ${bounds(range)} b
      where o.status = ${ORDER_STATUS.cancelled} and o.updated_at >= b.s and o.updated_at < b.e
    ),
    attributed as (
      select f.*, (select r.employee_id from customer_relations r
        where r.tenant_id = ${t} and r.customer_id = f.customer_id
        order by r.added_at, r.employee_id limit 1) as employee_id
      from facts f
    ),
    keyed as (
      select f.*, 'all' as dimension, '' as dimension_id from attributed f
      union all
      select f.*, 'shop', f.shop_code from attributed f
      union all
      select f.*, 'employee', coalesce(f.employee_id::text, '0') from attributed f
      union all
      select f.*, 'campaign', s.campaign_id::text from attributed f
      join order_shares s on s.tenant_id = ${t} and s.order_id = f.id
      union all
      select f.*, 'group', gm.group_id::text from attributed f
      join customer_group_members gm on gm.tenant_id = ${t} and gm.member_type = 2
        and gm.member_id = f.customer_id and gm.joined_at <= f.ordered_at
        and (gm.left_at is null or gm.left_at > f.ordered_at)
    )`;
}

/** The sums of stat_deal_daily's figure columns over `keyed` rows. */
const DEAL_SUMS = sql`
  count(*) filter (where kind = 'placed')::int as orders,
  count(*) filter (where kind = 'refund')::int as refunds,
  count(distinct coalesce(member_id::text, 'order' || id)) filter (where kind = 'placed')::int
    as payers,
  coalesce(sum(cents) filter (where kind = 'placed'), 0)::bigint as amount_cents,
  coalesce(sum(cents) filter (where kind = 'refund'), 0)::bigint as refund_cents,
  count(*) filter (where kind = 'placed' and is_first)::int as first_orders,
  count(*) filter (where kind = 'placed' and member_id is not null and not is_first)::int
    as repeat_orders`;

export function dealRollup(range: RollupRange): SQL {
  return sql`
    insert into stat_deal_daily (tenant_id, day, dimension, dimension_id, orders, refunds, payers,
      amount_cents, refund_cents, first_orders, repeat_orders)
    with ${keyedDeals(range)}
    select ${range.tenantId}, day, dimension, dimension_id, ${DEAL_SUMS}
    from keyed group by day, dimension, dimension_id`;
}

/**
 * issue #41: stat_deal_daily's rows of the range as they would be if only the orders
 * attributed to an employee of `scope` existed — a table expression read like the roll-up.
 */
export function scopedDealRows(range: RollupRange, scope: DataScope): SQL {
  const inScope = scopeFilter(scope, sql`employee_id`) ?? sql`true`;
  return sql`(with ${keyedDeals(range)}
    select ${range.tenantId}::text as tenant_id, day, dimension, dimension_id, ${DEAL_SUMS}
    from keyed where ${inScope} group by day, dimension, dimension_id) as scoped_deals`;
}
