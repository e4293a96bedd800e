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
      select day::text as day, new_contacts, lost, new_contacts - lost as net, customers_total,
        followed_up, applications, groups_total, members_total, members_joined, members_quit,
        groups_created, groups_dismissed
      from stat_tenant_daily where tenant_id = ${tenantId} and day between ${from} and ${to}`),
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
  // The total at the period's end is today's row: the roll-up leaves out only rows whose total
  // is 0 and that say nothing, so no row today means 0 (no sort of 90 days per employee).
  const top = rowsOf<OverviewData['top_employees'][number]>(
    await db.execute(sql`
      select a.employee_id, e.name, a.new_contacts, a.contacts_total from (
        select employee_id, sum(new_contact)::int as new_contacts,
          coalesce(max(contacts_total) filter (where day = ${today}), 0)::int as contacts_total
        from stat_employee_daily
        where tenant_id = ${tenantId} and day between ${trendFrom} and ${today}
        group by employee_id
        order by new_contacts desc, contacts_total desc, employee_id limit 10
      ) a
      join employees e on e.tenant_id = ${tenantId} and e.id = a.employee_id
      order by a.new_contacts desc, a.contacts_total desc, a.employee_id`),
  );
  const channels = rowsOf<OverviewData['channels'][number]>(
    await db.execute(sql`
      select a.channel_code_id, coalesce(c.name, '') as name, a.adds from (
        select channel_code_id, sum(adds)::int as adds from stat_channel_daily
        where tenant_id = ${tenantId} and day between ${trendFrom} and ${today}
        group by channel_code_id having sum(adds) > 0
      ) a
      left join channel_codes c on c.tenant_id = ${tenantId} and c.id = a.channel_code_id
      order by a.adds desc, a.channel_code_id`),
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
