// issue #21 roll-up of customer groups per day (groupchat/statistic_group_by_day): created,
// dismissed, alive at the day's end, members joined/quit/total, members who spoke, messages.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { bounds } from './rollup-people';
import type { RollupRange } from './rollup-range';

const local = (column: SQL, range: RollupRange) =>
  sql`(${column} at time zone ${range.timeZone})::date`;

function groupBase(range: RollupRange, previousFinal: boolean): SQL {
  const t = range.tenantId;
  if (previousFinal) {
    return sql`select group_id, alive, members_total from stat_group_daily
      where tenant_id = ${t} and day = ${range.from}::date - 1`;
  }
  return sql`select g.id as group_id,
      case when g.created_at < b.s and (g.dismissed_at is null or g.dismissed_at >= b.s) then 1 else 0 end as alive,
      (select count(*)::int from customer_group_members m
        where m.tenant_id = ${t} and m.group_id = g.id and m.joined_at < b.s
          and (m.left_at is null or m.left_at >= b.s)) as members_total
    from customer_groups g, ${bounds(range)} b where g.tenant_id = ${t} and g.created_at < b.s`;
}

export function groupRollup(range: RollupRange, previousFinal: boolean): SQL {
  const t = range.tenantId;
  const inRange = (column: SQL) => sql`${column} >= b.s and ${column} < b.e`;
  return sql`
    insert into stat_group_daily (tenant_id, day, group_id, owner_employee_id, created, dismissed, alive,
      new_members, quit_members, members_total, members_spoke, messages)
    with flows as (
      select ${local(sql`g.created_at`, range)} as day, g.id as group_id, 1 as created, 0 as dismissed,
        0 as joined, 0 as quit, 0 as spoke, 0 as messages
      from customer_groups g, ${bounds(range)} b where g.tenant_id = ${t} and ${inRange(sql`g.created_at`)}
      union all
      select ${local(sql`g.dismissed_at`, range)}, g.id, 0, 1, 0, 0, 0, 0
      from customer_groups g, ${bounds(range)} b where g.tenant_id = ${t} and ${inRange(sql`g.dismissed_at`)}
      union all
      select ${local(sql`m.joined_at`, range)}, m.group_id, 0, 0, 1, 0, 0, 0
      from customer_group_members m, ${bounds(range)} b where m.tenant_id = ${t} and ${inRange(sql`m.joined_at`)}
      union all
      select ${local(sql`m.left_at`, range)}, m.group_id, 0, 0, 0, 1, 0, 0
      from customer_group_members m, ${bounds(range)} b where m.tenant_id = ${t} and ${inRange(sql`m.left_at`)}
      union all
      select ${local(sql`s.spoke_at`, range)}, s.group_id, 0, 0, 0, 0, 1, s.messages
      from group_speech s, ${bounds(range)} b where s.tenant_id = ${t} and ${inRange(sql`s.spoke_at`)}
    ),
    daily as (
      select day, group_id, sum(created)::int created, sum(dismissed)::int dismissed,
        sum(joined)::int joined, sum(quit)::int quit, sum(spoke)::int spoke, sum(messages)::int messages
      from flows group by day, group_id
    ),
    base as (${groupBase(range, previousFinal)}),
    keys as (
      select group_id from daily
      union select group_id from base where alive = 1 or members_total > 0
    ),
    grid as (
      select d::date as day, k.group_id
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d cross join keys k
    )
    select * from (
    select ${t}, x.day, x.group_id, cg.owner_employee_id,
      coalesce(f.created, 0) as created, coalesce(f.dismissed, 0) as dismissed,
      coalesce(base.alive, 0) + sum(coalesce(f.created, 0) - coalesce(f.dismissed, 0))
        over (partition by x.group_id order by x.day) as alive,
      coalesce(f.joined, 0) as joined, coalesce(f.quit, 0) as quit,
      -- 群成员总数 (figure-definitions.ts, issue #37): a dismissed group has no members.
      case when coalesce(base.alive, 0) + sum(coalesce(f.created, 0) - coalesce(f.dismissed, 0))
        over (partition by x.group_id order by x.day) > 0
      then coalesce(base.members_total, 0) + sum(coalesce(f.joined, 0) - coalesce(f.quit, 0))
        over (partition by x.group_id order by x.day) else 0 end as members,
      coalesce(f.spoke, 0) as spoke, coalesce(f.messages, 0) as messages
    from grid x
    join customer_groups cg on cg.tenant_id = ${t} and cg.id = x.group_id
    left join daily f on f.day = x.day and f.group_id = x.group_id
    left join base on base.group_id = x.group_id
    ) y
    -- Rows that say nothing are left out, so a day's rows never depend on the range computed.
    where alive <> 0 or members <> 0 or created <> 0 or dismissed <> 0 or joined <> 0 or quit <> 0
      or spoke <> 0 or messages <> 0`;
}
