// issue #9 /channel-code/statistics (docs/domain.md §1): adds, deleted by customer, deleted by
// employee and net, by day, week (Monday) or month of a China-time date range, per employee,
// with totals. Counted straight from customer_events, so the figures equal a direct count.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  ChannelCodeStatistics,
  StatisticsFigures,
  StatisticsGranularity,
  StatisticsQuery,
} from '../../../../contract/acquiring/channel-code';
import type { Database } from '../../../db/database';
import { customerEvents } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { addChinaDays, chinaDayStart } from '../../../../contract/china-time';
import { CHINA_ZONE } from '../../../db/china-time-sql';

const COUNTED = ['added', 'deleted_by_customer', 'deleted_by_employee'] as const;

const empty = (): StatisticsFigures => ({
  adds: 0,
  deleted_by_customer: 0,
  deleted_by_employee: 0,
  net: 0,
});

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function addTo(figures: StatisticsFigures, eventType: string, value: number): StatisticsFigures {
  const next: Mutable<StatisticsFigures> = { ...figures };
  if (eventType === 'added') next.adds += value;
  if (eventType === 'deleted_by_customer') next.deleted_by_customer += value;
  if (eventType === 'deleted_by_employee') next.deleted_by_employee += value;
  next.net = next.adds - next.deleted_by_customer - next.deleted_by_employee;
  return next;
}

/** The first day of the period holding `date` (YYYY-MM-DD). */
export function periodOf(date: string, granularity: StatisticsGranularity): string {
  if (granularity === 'day') return date;
  if (granularity === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addChinaDays(date, -((weekday + 6) % 7));
}

/** Every period of the range, in order, so empty days still show (a flat line, not a gap). */
export function periodsBetween(
  from: string,
  to: string,
  granularity: StatisticsGranularity,
): string[] {
  const periods: string[] = [];
  for (let date = from; date <= to; date = addChinaDays(date, 1)) {
    const period = periodOf(date, granularity);
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  return periods;
}

const TRUNC = { day: 'day', week: 'week', month: 'month' } as const;

export async function channelCodeStatistics(
  db: Database,
  tenantId: string,
  codeId: number,
  query: StatisticsQuery,
): Promise<ChannelCodeStatistics> {
  const local = sql`(${customerEvents.occurredAt} at time zone ${CHINA_ZONE})`;
  const period = sql<string>`to_char(date_trunc(${sql.raw(`'${TRUNC[query.granularity]}'`)}, ${local}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      period,
      employeeId: customerEvents.employeeId,
      eventType: customerEvents.eventType,
      value: sql<number>`count(*)::int`,
    })
    .from(customerEvents)
    .where(
      and(
        eq(customerEvents.tenantId, tenantId),
        eq(customerEvents.channelCodeId, codeId),
        sql`${customerEvents.occurredAt} >= ${chinaDayStart(query.from).toISOString()}::timestamptz`,
        sql`${customerEvents.occurredAt} < ${chinaDayStart(addChinaDays(query.to, 1)).toISOString()}::timestamptz`,
        inArray(customerEvents.eventType, [...COUNTED]),
        query.employee_ids?.length
          ? inArray(customerEvents.employeeId, query.employee_ids)
          : undefined,
      ),
    )
    .groupBy(period, customerEvents.employeeId, customerEvents.eventType);

  const series = new Map(
    periodsBetween(query.from, query.to, query.granularity).map((key) => [key, empty()]),
  );
  const byEmployee = new Map<number, StatisticsFigures>();
  let totals = empty();
  for (const row of rows) {
    totals = addTo(totals, row.eventType, row.value);
    series.set(row.period, addTo(series.get(row.period) ?? empty(), row.eventType, row.value));
    if (row.employeeId !== null) {
      byEmployee.set(
        row.employeeId,
        addTo(byEmployee.get(row.employeeId) ?? empty(), row.eventType, row.value),
      );
    }
  }
  const ids = [...byEmployee.keys()];
  const names = ids.length
    ? await db
        .select({ id: employees.id, name: employees.name })
        .from(employees)
        .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, ids)))
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return {
    totals,
    series: [...series.entries()].map(([key, figures]) => ({ period: key, ...figures })),
    employees: [...byEmployee.entries()]
      .map(([id, figures]) => ({ employee: { id, name: nameOf.get(id) ?? '' }, ...figures }))
      .sort((a, b) => b.adds - a.adds || a.employee.id - b.employee.id),
  };
}
