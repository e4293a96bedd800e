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
import { addDays, eachDay, tenantTimeZone } from '../rollup/rollup-range';
import { calendarDateInZone } from '../../../../contract/tenant-zone';
import { finalSums, splitPeriod } from '../shared/final-memo';
import { fillDays, rowsOf } from '../shared/read-period';
import { ALL_DATA } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { scopedChannelAdds, scopedDailyFigures } from './overview-scoped';

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

async function dailyFigures(
  db: Database,
  tenantId: string,
  from: string,
  to: string,
  scope: DataScope,
) {
  if (!scope.all) {
    const scoped = await scopedDailyFigures(
      db,
      tenantId,
      from,
      to,
      tenantTimeZone(tenantId),
      scope,
    );
    return fillDays(eachDay(from, to), scoped, emptyDay);
  }
  const rows = rowsOf<DayFigures>(
    await db.execute(sql`
      select day::text as day, new_contacts, lost, new_contacts - lost as net, customers_total,
        followed_up, applications, groups_total, members_total, members_joined, members_quit,
        groups_created, groups_dismissed
      from stat_tenant_daily where tenant_id = ${tenantId} and day between ${from} and ${to}`),
  );
  return fillDays(eachDay(from, to), rows, emptyDay);
}

type TopRow = OverviewData['top_employees'][number];

/**
 * Employee Top 10 of [from, today]: the final days' sums are kept (final-memo.ts), today's
 * 200-odd live rows are read. The total at the period's end is today's row: the roll-up
 * leaves out only rows whose total is 0 and that say nothing, so no row today means 0.
 */
async function topEmployees(
  db: Database,
  tenantId: string,
  from: string,
  today: string,
  scope: DataScope,
) {
  const part = splitPeriod(from, today, today, addDays(today, -1));
  const final = part.final;
  const past = final
    ? await finalSums(tenantId, `overview-top:${final.from}:${final.to}`, async () =>
        rowsOf<{ employee_id: number; new_contacts: number }>(
          await db.execute(sql`select employee_id, sum(new_contact)::int as new_contacts
            from stat_employee_daily
            where tenant_id = ${tenantId} and day between ${final.from} and ${final.to}
            group by employee_id`),
        ),
      )
    : [];
  const live = rowsOf<{ employee_id: number; new_contact: number; contacts_total: number }>(
    await db.execute(sql`select employee_id, new_contact, contacts_total from stat_employee_daily
      where tenant_id = ${tenantId} and day = ${today}`),
  );
  const byEmployee = new Map<number, Omit<TopRow, 'name'>>();
  for (const row of past) {
    byEmployee.set(row.employee_id, { ...row, contacts_total: 0 });
  }
  for (const row of live) {
    const known = byEmployee.get(row.employee_id);
    byEmployee.set(row.employee_id, {
      employee_id: row.employee_id,
      new_contacts: (known?.new_contacts ?? 0) + row.new_contact,
      contacts_total: row.contacts_total,
    });
  }
  // issue #41: a scoped reader ranks the employees of their scope only.
  const inScope = (id: number) => scope.all || scope.employeeIds.includes(id);
  const ranked = [...byEmployee.values()]
    .filter((row) => inScope(row.employee_id))
    .sort(
      (a, b) =>
        b.new_contacts - a.new_contacts ||
        b.contacts_total - a.contacts_total ||
        a.employee_id - b.employee_id,
    )
    .slice(0, 10);
  const names = new Map(
    rowsOf<{ id: number; name: string }>(
      await db.execute(sql`select id, name from employees where tenant_id = ${tenantId}
        and id = any(${`{${ranked.map((row) => row.employee_id).join(',')}}`}::int[])`),
    ).map((row) => [row.id, row.name]),
  );
  return ranked.flatMap((row): TopRow[] => {
    const name = names.get(row.employee_id);
    return name === undefined ? [] : [{ ...row, name }];
  });
}

/** Adds per channel code over [from, today] (final days kept, today read), named. */
async function channelShare(
  db: Database,
  tenantId: string,
  from: string,
  today: string,
  scope: DataScope,
) {
  const part = splitPeriod(from, today, today, addDays(today, -1));
  const sumsOf = async (first: string, last: string) =>
    rowsOf<{ channel_code_id: number; adds: number }>(
      await db.execute(sql`select channel_code_id, sum(adds)::int as adds from stat_channel_daily
        where tenant_id = ${tenantId} and day between ${first} and ${last}
        group by channel_code_id`),
    );
  const final = part.final;
  const past = final
    ? await finalSums(tenantId, `overview-channels:${final.from}:${final.to}`, () =>
        sumsOf(final.from, final.to),
      )
    : [];
  const adds = new Map<number, number>();
  const rows = scope.all
    ? [...past, ...(await sumsOf(today, today))]
    : await scopedChannelAdds(db, tenantId, from, today, tenantTimeZone(tenantId), scope);
  for (const row of rows) {
    adds.set(row.channel_code_id, (adds.get(row.channel_code_id) ?? 0) + row.adds);
  }
  const names = new Map(
    rowsOf<{ id: number; name: string }>(
      await db.execute(sql`select id, name from channel_codes where tenant_id = ${tenantId}
        and id = any(${`{${[...adds.keys()].join(',')}}`}::int[])`),
    ).map((row) => [row.id, row.name]),
  );
  return [...adds]
    .filter(([, count]) => count > 0)
    .map(([id, count]) => ({ channel_code_id: id, name: names.get(id) ?? '', adds: count }))
    .sort((a, b) => b.adds - a.adds || a.channel_code_id - b.channel_code_id);
}

export async function readOverview(
  db: Database,
  tenantId: string,
  trendDays: number,
  now: number,
  /** issue #41: the reader's data scope. */
  scope: DataScope = ALL_DATA,
): Promise<OverviewData> {
  const today = calendarDateInZone(now, tenantTimeZone(tenantId));
  const from = addDays(today, -Math.max(trendDays - 1, 7));
  await ensureRollups(db, tenantId, from, today, now);
  const days = await dailyFigures(db, tenantId, from, today, scope);
  const at = (offset: number) => days[days.length - 1 - offset] ?? emptyDay('');
  const kpis: OverviewKpi[] = OVERVIEW_KPIS.map((key: OverviewKpiKey) => ({
    key,
    value: at(0)[key],
    yesterday: at(1)[key],
    last_week: at(7)[key],
  }));
  const trendFrom = addDays(today, -(trendDays - 1));
  const top = await topEmployees(db, tenantId, trendFrom, today, scope);
  const channels = await channelShare(db, tenantId, trendFrom, today, scope);
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
