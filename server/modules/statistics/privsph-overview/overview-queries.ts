// issue #21 /privsph-overview: KPI cards for today with yesterday and the same day last week,
// trends over 7/30/90 days, employee Top 10 and channel share, all from the daily roll-ups.
// "Customers" are customer↔employee relations (the platform's follow_user rows), as the
// employee figures are, so the Top 10 adds up to the total.
import { sql } from 'drizzle-orm';
import type {
  OverviewData,
  OverviewKpi,
  OverviewKpiKey,
  OverviewTrendRow,
} from '../../../../contract/statistics/privsph-overview';
import { OVERVIEW_KPIS } from '../../../../contract/statistics/privsph-overview';
import type { Database } from '../../../db/database';
import { ensureRollups } from '../rollup/rollup';
import { addDays, eachDay, localDay, tenantTimeZone } from '../rollup/rollup-range';
import { fillDays, rowsOf } from '../shared/read-period';

type DayFigures = OverviewTrendRow & {
  followed_up: number;
  applications: number;
  groups_created: number;
  groups_dismissed: number;
};

const emptyDay = (day: string): DayFigures => ({
  day,
  new_contacts: 0,
  lost: 0,
  net: 0,
  customers_total: 0,
  groups_total: 0,
  members_total: 0,
  members_joined: 0,
  members_quit: 0,
  followed_up: 0,
  applications: 0,
  groups_created: 0,
  groups_dismissed: 0,
});

async function dailyFigures(db: Database, tenantId: string, from: string, to: string) {
  const rows = rowsOf<DayFigures>(
    await db.execute(sql`
      with people as (
        select day, sum(new_contact)::int as new_contacts, sum(lost)::int as lost,
          sum(contacts_total)::int as customers_total, sum(chats)::int as followed_up,
          sum(new_apply)::int as applications
        from stat_employee_daily where tenant_id = ${tenantId} and day between ${from} and ${to}
        group by day
      ),
      groups as (
        select day, sum(alive)::int as groups_total, sum(members_total)::int as members_total,
          sum(new_members)::int as members_joined, sum(quit_members)::int as members_quit,
          sum(created)::int as groups_created, sum(dismissed)::int as groups_dismissed
        from stat_group_daily where tenant_id = ${tenantId} and day between ${from} and ${to}
        group by day
      )
      select coalesce(p.day, g.day)::text as day,
        coalesce(p.new_contacts, 0) as new_contacts, coalesce(p.lost, 0) as lost,
        coalesce(p.new_contacts, 0) - coalesce(p.lost, 0) as net,
        coalesce(p.customers_total, 0) as customers_total, coalesce(p.followed_up, 0) as followed_up,
        coalesce(p.applications, 0) as applications,
        coalesce(g.groups_total, 0) as groups_total, coalesce(g.members_total, 0) as members_total,
        coalesce(g.members_joined, 0) as members_joined, coalesce(g.members_quit, 0) as members_quit,
        coalesce(g.groups_created, 0) as groups_created, coalesce(g.groups_dismissed, 0) as groups_dismissed
      from people p full join groups g on g.day = p.day`),
  );
  return fillDays(eachDay(from, to), rows, emptyDay);
}

export async function readOverview(
  db: Database,
  tenantId: string,
  trendDays: number,
  now: number,
): Promise<OverviewData> {
  const today = localDay(now, tenantTimeZone(tenantId));
  const from = addDays(today, -Math.max(trendDays - 1, 7));
  await ensureRollups(db, tenantId, from, today, now);
  const days = await dailyFigures(db, tenantId, from, today);
  const at = (offset: number) => days[days.length - 1 - offset] ?? emptyDay('');
  const kpis: OverviewKpi[] = OVERVIEW_KPIS.map((key: OverviewKpiKey) => ({
    key,
    value: at(0)[key],
    yesterday: at(1)[key],
    last_week: at(7)[key],
  }));
  const trendFrom = addDays(today, -(trendDays - 1));
  const top = rowsOf<OverviewData['top_employees'][number]>(
    await db.execute(sql`
      select s.employee_id, e.name, sum(s.new_contact)::int as new_contacts,
        (array_agg(s.contacts_total order by s.day desc))[1] as contacts_total
      from stat_employee_daily s
      join employees e on e.tenant_id = s.tenant_id and e.id = s.employee_id
      where s.tenant_id = ${tenantId} and s.day between ${trendFrom} and ${today}
      group by s.employee_id, e.name
      order by new_contacts desc, contacts_total desc, s.employee_id limit 10`),
  );
  const channels = rowsOf<OverviewData['channels'][number]>(
    await db.execute(sql`
      select s.channel_code_id, coalesce(c.name, '') as name, sum(s.adds)::int as adds
      from stat_channel_daily s
      left join channel_codes c on c.tenant_id = s.tenant_id and c.id = s.channel_code_id
      where s.tenant_id = ${tenantId} and s.day between ${trendFrom} and ${today}
      group by s.channel_code_id, c.name having sum(s.adds) > 0
      order by adds desc, s.channel_code_id`),
  );
  return {
    today,
    kpis,
    trend: days.slice(-trendDays).map((row) => ({
      day: row.day,
      new_contacts: row.new_contacts,
      lost: row.lost,
      net: row.net,
      customers_total: row.customers_total,
      groups_total: row.groups_total,
      members_total: row.members_total,
      members_joined: row.members_joined,
      members_quit: row.members_quit,
    })),
    top_employees: top,
    channels,
  };
}
