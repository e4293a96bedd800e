// issue #21 roll-ups of relations, chats and channel codes for the days [from, to] (calendar
// days in the tenant's time zone). Each statement inserts the rows of those days only; the
// caller deletes them first, so a rerun gives the same rows. Totals at a day's end are the
// total before `from` (the stored previous day when final, else one scan) plus the day flows.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { RollupRange } from './rollup-range';

const local = (column: SQL, range: RollupRange) =>
  sql`(${column} at time zone ${range.timeZone})::date`;

/** The half-open instant range [start of from, start of to + 1) in the tenant's zone. */
export const bounds = (range: RollupRange) =>
  sql`(select (${range.from}::date::timestamp at time zone ${range.timeZone}) as s,
    ((${range.to}::date + 1)::timestamp at time zone ${range.timeZone}) as e)`;

const removedAt = sql`least(r.deleted_by_customer_at, r.deleted_by_employee_at)`;

function employeeBase(range: RollupRange, previousFinal: boolean): SQL {
  if (previousFinal) {
    return sql`select employee_id, contacts_total as total from stat_employee_daily
      where tenant_id = ${range.tenantId} and day = ${range.from}::date - 1`;
  }
  return sql`select r.employee_id, count(*)::int as total from customer_relations r, ${bounds(range)} b
    where r.tenant_id = ${range.tenantId} and r.added_at < b.s
      and (${removedAt} is null or ${removedAt} >= b.s)
    group by r.employee_id`;
}

/** stat_employee_daily for the range ([WC] 96358 figures and relation flows). */
export function employeeRollup(range: RollupRange, previousFinal: boolean): SQL {
  const t = range.tenantId;
  const inRange = (column: SQL) => sql`${column} >= b.s and ${column} < b.e`;
  return sql`
    insert into stat_employee_daily (tenant_id, day, employee_id, new_apply, new_contact, lost,
      deleted_by_employee, contacts_total, chats, messages, customer_chats, replied_chats, reply_seconds)
    with flows as (
      select ${local(sql`r.added_at`, range)} as day, r.employee_id, 0 as apply, 1 as added, 0 as lost,
        0 as by_employee, 0 as removed, 0 as chats, 0 as messages, 0 as customer_chats, 0 as replied, 0 as reply_s
      from customer_relations r, ${bounds(range)} b where r.tenant_id = ${t} and ${inRange(sql`r.added_at`)}
      union all
      select ${local(sql`r.deleted_by_customer_at`, range)}, r.employee_id, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0
      from customer_relations r, ${bounds(range)} b
      where r.tenant_id = ${t} and ${inRange(sql`r.deleted_by_customer_at`)}
      union all
      select ${local(sql`r.deleted_by_employee_at`, range)}, r.employee_id, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0
      from customer_relations r, ${bounds(range)} b
      where r.tenant_id = ${t} and ${inRange(sql`r.deleted_by_employee_at`)}
      union all
      select ${local(removedAt, range)}, r.employee_id, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0
      from customer_relations r, ${bounds(range)} b where r.tenant_id = ${t} and ${inRange(removedAt)}
      union all
      select ${local(sql`a.sent_at`, range)}, a.employee_id, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0
      from friend_applications a, ${bounds(range)} b where a.tenant_id = ${t} and ${inRange(sql`a.sent_at`)}
      union all
      select ${local(sql`c.started_at`, range)}, c.employee_id, 0, 0, 0, 0, 0,
        case when c.messages_sent > 0 then 1 else 0 end, c.messages_sent,
        case when c.customer_initiated then 1 else 0 end,
        case when c.customer_initiated and c.first_reply_seconds is not null then 1 else 0 end,
        case when c.customer_initiated then coalesce(c.first_reply_seconds, 0) else 0 end
      from chat_sessions c, ${bounds(range)} b where c.tenant_id = ${t} and ${inRange(sql`c.started_at`)}
    ),
    daily as (
      select day, employee_id, sum(apply)::int apply, sum(added)::int added, sum(lost)::int lost,
        sum(by_employee)::int by_employee, sum(removed)::int removed, sum(chats)::int chats,
        sum(messages)::int messages, sum(customer_chats)::int customer_chats,
        sum(replied)::int replied, sum(reply_s)::bigint reply_s
      from flows group by day, employee_id
    ),
    base as (${employeeBase(range, previousFinal)}),
    keys as (select employee_id from daily union select employee_id from base where total > 0),
    grid as (
      select d::date as day, k.employee_id
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d cross join keys k
    )
    select * from (
    select ${t}, g.day, g.employee_id, coalesce(f.apply, 0) as apply, coalesce(f.added, 0) as added,
      coalesce(f.lost, 0) as lost, coalesce(f.by_employee, 0) as by_employee,
      coalesce(base.total, 0) + sum(coalesce(f.added, 0) - coalesce(f.removed, 0))
        over (partition by g.employee_id order by g.day) as total,
      coalesce(f.chats, 0) as chats, coalesce(f.messages, 0) as messages,
      coalesce(f.customer_chats, 0) as customer_chats, coalesce(f.replied, 0) as replied,
      coalesce(f.reply_s, 0) as reply_s
    from grid g
    left join daily f on f.day = g.day and f.employee_id = g.employee_id
    left join base on base.employee_id = g.employee_id
    ) x
    -- Rows that say nothing are left out, so a day's rows never depend on the range computed.
    where total <> 0 or apply <> 0 or added <> 0 or lost <> 0 or by_employee <> 0 or chats <> 0
      or messages <> 0 or customer_chats <> 0`;
}

/** stat_channel_daily: adds and losses per channel code (0 = no code). */
export function channelRollup(range: RollupRange): SQL {
  const t = range.tenantId;
  return sql`
    insert into stat_channel_daily (tenant_id, day, channel_code_id, adds, losses)
    select ${t}, day, code, sum(adds)::int, sum(losses)::int from (
      select ${local(sql`r.added_at`, range)} as day, coalesce(r.channel_code_id, 0) as code, 1 as adds, 0 as losses
      from customer_relations r, ${bounds(range)} b
      where r.tenant_id = ${t} and r.added_at >= b.s and r.added_at < b.e
      union all
      select ${local(sql`r.deleted_by_customer_at`, range)}, coalesce(r.channel_code_id, 0), 0, 1
      from customer_relations r, ${bounds(range)} b
      where r.tenant_id = ${t} and r.deleted_by_customer_at >= b.s and r.deleted_by_customer_at < b.e
    ) flows group by day, code`;
}
