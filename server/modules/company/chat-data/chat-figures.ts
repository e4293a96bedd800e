// issue #22 /chat-data figures over the archived messages of a period (China days, spec §1):
// per employee sent / received (a customer's message in a single chat with the employee;
// a customer's group message belongs to no employee) / customers chatted with, reply rate and first-reply time
// (a customer's first message of a day in a single chat, answered by the employee within 24
// hours), sensitive hits. Every query scoped by the verified token's tenant.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ChatDataEmployeeRow,
  chatDataEmployeeQuery,
  chatDataQuery,
  ChatDataReport,
  ChatFigures,
} from '../../../../contract/company/chat-data';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { CHINA_ZONE, chinaDayEndSql, chinaDayStartSql } from '../../../db/china-time-sql';
import { offsetOf } from '../../../db/list-query';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
type Period = z.infer<typeof chatDataQuery>;

function bounds(period: Period) {
  return {
    from: chinaDayStartSql(period.start),
    to: chinaDayEndSql(period.end),
  };
}

/** One row per employee of the tenant (in the department when asked) with the figures. */
function employeeFigures(tenantId: string, period: Period): SQL {
  const { from, to } = bounds(period);
  const department = period.department_id
    ? sql`and e.department_id = ${period.department_id}`
    : sql``;
  return sql`with msgs as (
      select employee_id, customer_id, from_kind, chat_type, sent_at from chat_messages
      where tenant_id = ${tenantId} and sent_at >= ${from} and sent_at < ${to}
    ), asked as (
      select employee_id, customer_id, min(sent_at) as asked_at from msgs
      where chat_type = 1 and from_kind = 2
      group by employee_id, customer_id, (sent_at at time zone ${CHINA_ZONE})::date
    ), answered as (
      select a.employee_id, a.asked_at, (
        select min(r.sent_at) from chat_messages r
        where r.tenant_id = ${tenantId} and r.chat_type = 1 and r.from_kind = 1
          and r.employee_id = a.employee_id and r.customer_id = a.customer_id
          and r.sent_at > a.asked_at and r.sent_at < a.asked_at + interval '1 day'
      ) as replied_at from asked a
    ), replies as (
      select employee_id, count(*)::int as asked, count(replied_at)::int as replied,
        avg(extract(epoch from replied_at - asked_at)) as first_reply
      from answered group by employee_id
    ), counts as (
      select employee_id,
        count(*) filter (where from_kind = 1)::int as sent,
        count(*) filter (where from_kind = 2)::int as received,
        count(distinct customer_id) filter (where chat_type = 1)::int as customers
      from msgs group by employee_id
    ), hits as (
      select employee_id, count(*)::int as hits from chat_sensitive_hits
      where tenant_id = ${tenantId} and hit_at >= ${from} and hit_at < ${to}
      group by employee_id
    )
    select e.id, e.name, coalesce(d.name, '') as department,
      coalesce(c.sent, 0) as sent, coalesce(c.received, 0) as received,
      coalesce(c.customers, 0) as customers,
      coalesce(r.asked, 0) as asked, coalesce(r.replied, 0) as replied,
      case when coalesce(r.asked, 0) = 0 then null else r.replied::float / r.asked end as reply_rate,
      r.first_reply::float as avg_first_reply_seconds,
      coalesce(h.hits, 0) as sensitive_hits
    from employees e
    left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
    left join counts c on c.employee_id = e.id
    left join replies r on r.employee_id = e.id
    left join hits h on h.employee_id = e.id
    where e.tenant_id = ${tenantId} ${department}
      and (e.status = 1 or c.employee_id is not null)`;
}

type Row = Record<string, unknown>;
const figures = (row: Row): ChatFigures => ({
  sent: Number(row.sent ?? 0),
  received: Number(row.received ?? 0),
  customers: Number(row.customers ?? 0),
  reply_rate: row.reply_rate === null ? null : Number(row.reply_rate),
  avg_first_reply_seconds:
    row.avg_first_reply_seconds === null ? null : Math.round(Number(row.avg_first_reply_seconds)),
  sensitive_hits: Number(row.sensitive_hits ?? 0),
});

export async function chatDataTotals(
  db: Database,
  tenantId: string,
  period: Period,
): Promise<ChatDataReport> {
  const [totals] = rowsOf<Row>(
    await db.execute(sql`select sum(sent)::int as sent, sum(received)::int as received,
        sum(customers)::int as customers, count(*) filter (where sent > 0)::int as active_employees,
        case when sum(asked) = 0 then null else sum(replied)::float / sum(asked) end as reply_rate,
        sum(avg_first_reply_seconds * replied) / nullif(sum(replied) filter (where avg_first_reply_seconds is not null), 0) as avg_first_reply_seconds,
        sum(sensitive_hits)::int as sensitive_hits
      from (${employeeFigures(tenantId, period)}) f`),
  );
  const { from, to } = bounds(period);
  const department = period.department_id
    ? sql`and m.employee_id in (select id from employees where tenant_id = ${tenantId} and department_id = ${period.department_id})`
    : sql``;
  const days = rowsOf<Row>(
    await db.execute(sql`select to_char(d, 'YYYY-MM-DD') as day,
        coalesce(sum((m.from_kind = 1)::int), 0)::int as sent,
        coalesce(sum((m.from_kind = 2 and m.employee_id is not null)::int), 0)::int as received
      from generate_series(${period.start}::date, ${period.end}::date, interval '1 day') d
      left join chat_messages m on m.tenant_id = ${tenantId} and m.sent_at >= ${from} and m.sent_at < ${to}
        and (m.sent_at at time zone ${CHINA_ZONE})::date = d::date ${department}
      group by d order by d`),
  );
  const row = totals ?? {};
  return {
    totals: { ...figures(row), active_employees: Number(row.active_employees ?? 0) },
    days: days.map((day) => ({
      day: String(day.day),
      sent: Number(day.sent),
      received: Number(day.received),
    })),
  };
}

type EmployeeQuery = z.infer<typeof chatDataEmployeeQuery>;

export async function chatDataByEmployee(
  db: Database,
  tenantId: string,
  query: EmployeeQuery,
): Promise<ListData<ChatDataEmployeeRow>> {
  const base = employeeFigures(tenantId, query);
  const [count] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from (${base}) f`),
  );
  // A shorter first reply ranks first; every other figure ranks high first.
  const order =
    query.sort === 'avg_first_reply_seconds'
      ? sql`avg_first_reply_seconds asc nulls last`
      : sql`${sql.identifier(query.sort)} desc nulls last`;
  const rows = rowsOf<Row>(
    await db.execute(sql`select * from (${base}) f order by ${order}, id
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  return {
    list: rows.map((row) => ({
      employee: { id: Number(row.id), name: String(row.name) },
      department: String(row.department ?? ''),
      ...figures(row),
    })),
    total: Number(count?.total ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}
