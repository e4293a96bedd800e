// issue #20 /super-radar/data-detail: opens, unique viewers, stay, a 30-day trend, per-employee
// sends and opens, and the per-customer timeline of opens — each one grouped query.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import type { RadarDetail, RadarOpenRow } from '../../../../contract/material/super-radar';
import type { Database } from '../../../db/database';
import { customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { radarOpens } from '../../../db/schema/material';
import { rowsOf } from '../../customer/shared/sql-rows';
import { getRadar } from './radar-store';
import { chinaDateOf } from '../../../../contract/china-time';
import { CHINA_ZONE } from '../../../db/china-time-sql';
import { containsPattern, offsetOf } from '../../../db/list-query';

const DAY_MS = 86_400_000;
export async function radarDetail(
  db: Database,
  tenantId: string,
  radarId: number,
  now: Date,
): Promise<RadarDetail> {
  const radar = await getRadar(db, tenantId, radarId);
  const [stay] = rowsOf<{ avg: number | null }>(
    await db.execute(sql`select avg(duration_seconds)::float as avg from radar_opens
      where tenant_id = ${tenantId} and radar_id = ${radarId} and duration_seconds > 0`),
  );
  const since = new Date(now.getTime() - 29 * DAY_MS);
  const daily = rowsOf<{ day: string; opens: number; viewers: number }>(
    await db.execute(sql`select to_char(opened_at at time zone ${CHINA_ZONE}, 'YYYY-MM-DD') as day,
        count(*)::int as opens, count(distinct customer_id)::int as viewers
      from radar_opens where tenant_id = ${tenantId} and radar_id = ${radarId}
        and opened_at >= ${since.toISOString()}::timestamptz - interval '1 day'
      group by 1`),
  );
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const trend = Array.from({ length: 30 }, (_, index) => {
    const day = chinaDateOf(new Date(since.getTime() + index * DAY_MS));
    const row = byDay.get(day);
    return { day, opens: row?.opens ?? 0, viewers: row?.viewers ?? 0 };
  });
  const perEmployee = rowsOf<{
    id: number;
    name: string;
    sends: number;
    opens: number;
    viewers: number;
  }>(
    await db.execute(sql`select e.id, e.name, s.sends,
        coalesce(o.opens, 0)::int as opens, coalesce(o.viewers, 0)::int as viewers
      from (select employee_id, count(*)::int as sends from radar_links
            where tenant_id = ${tenantId} and radar_id = ${radarId} group by 1) s
      join employees e on e.tenant_id = ${tenantId} and e.id = s.employee_id
      left join (select employee_id, count(*) as opens, count(distinct customer_id) as viewers
            from radar_opens where tenant_id = ${tenantId} and radar_id = ${radarId} group by 1) o
        on o.employee_id = s.employee_id
      order by opens desc, s.sends desc, e.id`),
  );
  return {
    radar,
    totals: {
      sends: radar.sends,
      opens: radar.opens,
      viewers: radar.viewers,
      avg_seconds: Math.round(stay?.avg ?? 0),
    },
    trend,
    employees: perEmployee,
  };
}

export async function listOpens(
  db: Database,
  tenantId: string,
  radarId: number,
  query: { page: number; page_size: number; customer_id?: number },
): Promise<ListData<RadarOpenRow>> {
  await getRadar(db, tenantId, radarId);
  const where = and(
    eq(radarOpens.tenantId, tenantId),
    eq(radarOpens.radarId, radarId),
    query.customer_id ? eq(radarOpens.customerId, query.customer_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: radarOpens.id,
        customerId: radarOpens.customerId,
        customerName: customers.name,
        employeeId: radarOpens.employeeId,
        employeeName: employees.name,
        openedAt: radarOpens.openedAt,
        duration: radarOpens.durationSeconds,
      })
      .from(radarOpens)
      .innerJoin(
        customers,
        and(eq(customers.tenantId, radarOpens.tenantId), eq(customers.id, radarOpens.customerId)),
      )
      .innerJoin(
        employees,
        and(eq(employees.tenantId, radarOpens.tenantId), eq(employees.id, radarOpens.employeeId)),
      )
      .where(where)
      .orderBy(desc(radarOpens.openedAt), desc(radarOpens.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(radarOpens)
      .where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      customer: { id: row.customerId, name: row.customerName },
      employee: { id: row.employeeId, name: row.employeeName },
      opened_at: row.openedAt.toISOString(),
      duration_seconds: row.duration,
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** An employee's current customers (relation not ended), by name, for the send dialog. */
export async function radarRecipients(
  db: Database,
  tenantId: string,
  employeeId: number,
  keyword?: string,
) {
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select c.id::int as id, c.name from customer_relations r
      join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
      where r.tenant_id = ${tenantId} and r.employee_id = ${employeeId}
        and r.deleted_by_customer_at is null and r.deleted_by_employee_at is null
        ${keyword ? sql`and c.name ilike ${containsPattern(keyword)}` : sql``}
      order by r.added_at desc limit 50`),
  );
  return { list: rows };
}
