// issue #21: the overview's figures per tenant per day, summed from the employee and group
// roll-ups of the same days (run after them, in the same transaction). 客户总数 is the count of
// customers (figure-definitions.ts, issue #37), not the sum of the employees' relations: a
// customer two employees added is one customer.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { customersTotalByDay } from '../figures/figure-definitions';
import type { RollupRange } from './rollup-range';

export function tenantRollup(range: RollupRange): SQL {
  const t = range.tenantId;
  const days = sql`day between ${range.from}::date and ${range.to}::date`;
  return sql`
    insert into stat_tenant_daily (tenant_id, day, new_contacts, lost, customers_total, followed_up,
      applications, groups_total, members_total, members_joined, members_quit, groups_created,
      groups_dismissed)
    with people as (
      select day, sum(new_contact)::int as new_contacts, sum(lost)::int as lost,
        sum(chats)::int as followed_up,
        sum(new_apply)::int as applications
      from stat_employee_daily where tenant_id = ${t} and ${days} group by day
    ),
    customers as (${customersTotalByDay(t, range.from, range.to, range.timeZone)}),
    groups as (
      select day, sum(alive)::int as groups_total, sum(members_total)::int as members_total,
        sum(new_members)::int as members_joined, sum(quit_members)::int as members_quit,
        sum(created)::int as groups_created, sum(dismissed)::int as groups_dismissed
      from stat_group_daily where tenant_id = ${t} and ${days} group by day
    )
    select ${t}, c.day, coalesce(p.new_contacts, 0), coalesce(p.lost, 0),
      c.total, coalesce(p.followed_up, 0), coalesce(p.applications, 0),
      coalesce(g.groups_total, 0), coalesce(g.members_total, 0), coalesce(g.members_joined, 0),
      coalesce(g.members_quit, 0), coalesce(g.groups_created, 0), coalesce(g.groups_dismissed, 0)
    from customers c left join people p on p.day = c.day left join groups g on g.day = c.day`;
}
