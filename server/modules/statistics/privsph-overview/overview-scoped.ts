// issue #41 "Data scope" for /privsph-overview: a scoped reader's figures come from the
// per-employee and per-group roll-ups of the employees in their scope (the tenant roll-up
// sums everyone), with the same definitions as rollup-tenant.ts: 客户总数 counts customers
// (first added by an employee of the scope on or before the day), groups by their owner.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { rowsOf } from '../shared/read-period';

export interface ScopedDay {
  day: string;
  new_contacts: number;
  lost: number;
  net: number;
  customers_total: number;
  followed_up: number;
  applications: number;
  groups_total: number;
  members_total: number;
  members_joined: number;
  members_quit: number;
  groups_created: number;
  groups_dismissed: number;
}

export async function scopedDailyFigures(
  db: Database,
  tenantId: string,
  from: string,
  to: string,
  timeZone: string,
  scope: DataScope,
): Promise<ScopedDay[]> {
  const days = sql`day between ${from}::date and ${to}::date`;
  const people = scopeFilter(scope, sql`employee_id`) ?? sql`true`;
  const relations = scopeFilter(scope, sql`r.employee_id`) ?? sql`true`;
  const owners = scopeFilter(scope, sql`owner_employee_id`) ?? sql`true`;
  return rowsOf<ScopedDay>(
    await db.execute(sql`
      with people as (
        select day, sum(new_contact)::int as new_contacts, sum(lost)::int as lost,
          sum(chats)::int as followed_up, sum(new_apply)::int as applications
        from stat_employee_daily where tenant_id = ${tenantId} and ${days} and ${people}
        group by day
      ),
      firsts as (
        select (min(r.added_at) at time zone ${timeZone})::date as day
        from customer_relations r where r.tenant_id = ${tenantId} and ${relations}
        group by r.customer_id
      ),
      customers as (
        select d::date as day, (select count(*) from firsts f where f.day <= d::date)::int as total
        from generate_series(${from}::date, ${to}::date, interval '1 day') d
      ),
      groups as (
        select day, sum(alive)::int as groups_total, sum(members_total)::int as members_total,
          sum(new_members)::int as members_joined, sum(quit_members)::int as members_quit,
          sum(created)::int as groups_created, sum(dismissed)::int as groups_dismissed
        from stat_group_daily where tenant_id = ${tenantId} and ${days} and ${owners}
        group by day
      )
      select c.day::text as day, coalesce(p.new_contacts, 0) as new_contacts,
        coalesce(p.lost, 0) as lost, coalesce(p.new_contacts, 0) - coalesce(p.lost, 0) as net,
        c.total as customers_total, coalesce(p.followed_up, 0) as followed_up,
        coalesce(p.applications, 0) as applications, coalesce(g.groups_total, 0) as groups_total,
        coalesce(g.members_total, 0) as members_total,
        coalesce(g.members_joined, 0) as members_joined,
        coalesce(g.members_quit, 0) as members_quit,
        coalesce(g.groups_created, 0) as groups_created,
        coalesce(g.groups_dismissed, 0) as groups_dismissed
      from customers c left join people p on p.day = c.day left join groups g on g.day = c.day
      order by c.day`),
  );
}

/** Adds per channel code over [from, to] by the scope's employees (no per-channel roll-up). */
export async function scopedChannelAdds(
  db: Database,
  tenantId: string,
  from: string,
  to: string,
  timeZone: string,
  scope: DataScope,
): Promise<Array<{ channel_code_id: number; adds: number }>> {
  const relations = scopeFilter(scope, sql`r.employee_id`) ?? sql`true`;
  return rowsOf<{ channel_code_id: number; adds: number }>(
    await db.execute(sql`select coalesce(r.channel_code_id, 0) as channel_code_id,
        count(*)::int as adds
      from customer_relations r where r.tenant_id = ${tenantId} and ${relations}
        and (r.added_at at time zone ${timeZone})::date between ${from}::date and ${to}::date
      group by 1`),
  );
}
