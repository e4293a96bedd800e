// issue #21 /community-data: group figures per day, per owner and per group over at most 30
// days (the platform's limit); totals at the period's end (groups, members) are read from the
// last day's roll-up, flows are summed.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  CommunityDataReport,
  GroupFigures,
} from '../../../../contract/statistics/community-data';
import { PLATFORM_MAX_SPAN_DAYS } from '../../../../contract/statistics/period';
import type { Database } from '../../../db/database';
import { ALL_DATA, scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { eachDay } from '../rollup/rollup-range';
import { inDepartment } from '../shared/department-scope';
import { fillDays, readPeriod, rowsOf } from '../shared/read-period';

const figures = (lastDay: string) => sql`
  sum(s.created)::int as new_groups,
  coalesce(sum(s.alive) filter (where s.day = ${lastDay}), 0)::int as groups_total,
  count(distinct s.group_id) filter (where s.messages > 0)::int as groups_with_messages,
  sum(s.new_members)::int as new_members,
  coalesce(sum(s.members_total) filter (where s.day = ${lastDay}), 0)::int as members_total,
  sum(s.members_spoke)::int as members_spoke,
  sum(s.messages)::int as messages`;

const ZERO: GroupFigures = {
  new_groups: 0,
  groups_total: 0,
  groups_with_messages: 0,
  new_members: 0,
  members_total: 0,
  members_spoke: 0,
  messages: 0,
};

export async function readCommunityData(
  db: Database,
  tenantId: string,
  query: { from: string; to: string; department_id?: number | undefined },
  now: number,
  scope: DataScope = ALL_DATA,
): Promise<CommunityDataReport> {
  const period = await readPeriod(db, tenantId, query, now, PLATFORM_MAX_SPAN_DAYS);
  // issue #41: the groups owned in the reader's data scope only.
  const inScope = scopeFilter(scope, sql`s.owner_employee_id`) ?? sql`true`;
  const where: SQL = sql`s.tenant_id = ${tenantId} and s.day between ${period.from} and ${period.to}
    and ${inDepartment(tenantId, query.department_id, sql`s.owner_employee_id`)} and ${inScope}`;
  const days = rowsOf<GroupFigures & { day: string }>(
    await db.execute(sql`select s.day::text as day, sum(s.created)::int as new_groups,
      sum(s.alive)::int as groups_total, count(*) filter (where s.messages > 0)::int as groups_with_messages,
      sum(s.new_members)::int as new_members, sum(s.members_total)::int as members_total,
      sum(s.members_spoke)::int as members_spoke, sum(s.messages)::int as messages
      from stat_group_daily s where ${where} group by s.day`),
  );
  const owners = rowsOf<CommunityDataReport['owners'][number]>(
    await db.execute(sql`select a.*, coalesce(e.name, '') as name from (
        select coalesce(s.owner_employee_id, 0) as employee_id, ${figures(period.to)}
        from stat_group_daily s where ${where} group by s.owner_employee_id
      ) a
      left join employees e on e.tenant_id = ${tenantId} and e.id = a.employee_id
      order by a.messages desc, a.employee_id`),
  );
  const groups = rowsOf<CommunityDataReport['groups'][number]>(
    await db.execute(sql`select a.*, g.name, coalesce(e.name, '') as owner from (
        select s.group_id, ${figures(period.to)} from stat_group_daily s where ${where}
        group by s.group_id
      ) a
      join customer_groups g on g.tenant_id = ${tenantId} and g.id = a.group_id
      left join employees e on e.tenant_id = ${tenantId} and e.id = g.owner_employee_id
      order by a.messages desc, a.group_id`),
  );
  const [totals] = rowsOf<GroupFigures>(
    await db.execute(sql`select ${figures(period.to)} from stat_group_daily s where ${where}`),
  );
  return {
    days: fillDays(eachDay(period.from, period.to), days, (day) => ({ day, ...ZERO })),
    owners,
    groups,
    totals: totals ?? ZERO,
  };
}
