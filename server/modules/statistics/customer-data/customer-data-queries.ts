// issue #21 /customer-data: the employee figures per day and per employee over a period of at
// most 30 days (the platform's limit), optionally for one department and those below it.
import { sql } from 'drizzle-orm';
import type {
  CustomerDataReport,
  EmployeeFigures,
} from '../../../../contract/statistics/customer-data';
import { PLATFORM_MAX_SPAN_DAYS, percent } from '../../../../contract/statistics/period';
import type { Database } from '../../../db/database';
import { ALL_DATA, scopeFilter, scopeKey } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { addDays, eachDay } from '../rollup/rollup-range';
import { inDepartment } from '../shared/department-scope';
import { finalSums, splitPeriod } from '../shared/final-memo';
import { fillDays, readPeriod, rowsOf } from '../shared/read-period';
import type { ReadPeriod } from '../shared/read-period';

interface RawFigures {
  new_apply: number;
  new_contact: number;
  chats: number;
  messages: number;
  customer_chats: number;
  replied_chats: number;
  reply_seconds: number;
  lost: number;
}

const SUMS = sql`sum(s.new_apply)::int as new_apply, sum(s.new_contact)::int as new_contact,
  sum(s.chats)::int as chats, sum(s.messages)::int as messages,
  sum(s.customer_chats)::int as customer_chats, sum(s.replied_chats)::int as replied_chats,
  sum(s.reply_seconds)::float8 as reply_seconds, sum(s.lost)::int as lost`;

/** The raw sums become the platform's figures: reply rate and average first reply. */
export function toFigures(raw: RawFigures): EmployeeFigures {
  return {
    new_apply: raw.new_apply,
    new_contact: raw.new_contact,
    chats: raw.chats,
    messages: raw.messages,
    reply_rate: percent(raw.replied_chats, raw.customer_chats),
    avg_reply_minutes:
      raw.replied_chats > 0
        ? Math.round((raw.reply_seconds / raw.replied_chats / 60) * 10) / 10
        : null,
    lost: raw.lost,
  };
}

const ZERO: RawFigures = {
  new_apply: 0,
  new_contact: 0,
  chats: 0,
  messages: 0,
  customer_chats: 0,
  replied_chats: 0,
  reply_seconds: 0,
  lost: 0,
};

type Cut = RawFigures & { day: string | null; employee_id: number | null };

function addFigures(a: RawFigures, b: RawFigures): RawFigures {
  return {
    new_apply: a.new_apply + b.new_apply,
    new_contact: a.new_contact + b.new_contact,
    chats: a.chats + b.chats,
    messages: a.messages + b.messages,
    customer_chats: a.customer_chats + b.customer_chats,
    replied_chats: a.replied_chats + b.replied_chats,
    reply_seconds: a.reply_seconds + b.reply_seconds,
    lost: a.lost + b.lost,
  };
}

/**
 * Both cuts (by day, by employee) in one scan per part: the final days' cuts are kept
 * (final-memo.ts), today's live rows are read, and the employee cuts of the two are added.
 */
async function employeeCuts(
  db: Database,
  tenantId: string,
  period: ReadPeriod,
  departmentId: number | undefined,
  scope: DataScope,
): Promise<Cut[]> {
  // issue #41: the employees of the reader's data scope only.
  const inScope = scopeFilter(scope, sql`s.employee_id`) ?? sql`true`;
  const cutsOf = async (from: string, to: string) =>
    rowsOf<Cut>(
      await db.execute(sql`select s.day::text as day, s.employee_id, ${SUMS}
        from stat_employee_daily s
        where s.tenant_id = ${tenantId} and s.day between ${from} and ${to}
          and ${inDepartment(tenantId, departmentId, sql`s.employee_id`)} and ${inScope}
        group by grouping sets ((s.day), (s.employee_id))`),
    );
  const part = splitPeriod(period.from, period.to, period.today, addDays(period.today, -1));
  const final = part.final;
  const past = final
    ? await finalSums(
        tenantId,
        `customer-data:${final.from}:${final.to}:${departmentId ?? ''}:${scopeKey(scope)}`,
        () => cutsOf(final.from, final.to),
      )
    : [];
  if (!part.live) return past;
  const live = await cutsOf(period.today, period.today);
  const byEmployee = new Map<number, Cut>();
  for (const row of [...past, ...live]) {
    if (row.employee_id === null) continue;
    const known = byEmployee.get(row.employee_id);
    byEmployee.set(row.employee_id, known ? { ...known, ...addFigures(known, row) } : row);
  }
  return [...past, ...live].filter((row) => row.day !== null).concat([...byEmployee.values()]);
}

export async function readCustomerData(
  db: Database,
  tenantId: string,
  query: { from: string; to: string; department_id?: number | undefined },
  now: number,
  scope: DataScope = ALL_DATA,
): Promise<CustomerDataReport> {
  const period = await readPeriod(db, tenantId, query, now, PLATFORM_MAX_SPAN_DAYS);
  const cuts = await employeeCuts(db, tenantId, period, query.department_id, scope);
  const days = cuts.filter((row) => row.day !== null) as (RawFigures & { day: string })[];
  const names = rowsOf<{ id: number; name: string; department: string }>(
    await db.execute(sql`select e.id, e.name, coalesce(d.name, '') as department from employees e
      left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
      where e.tenant_id = ${tenantId}`),
  );
  const nameOf = new Map(names.map((row) => [row.id, row]));
  const employees = cuts
    .flatMap((row) => {
      const named = row.employee_id === null ? undefined : nameOf.get(row.employee_id);
      return named
        ? [{ ...row, employee_id: named.id, name: named.name, department: named.department }]
        : [];
    })
    .sort((a, b) => b.new_contact - a.new_contact || a.employee_id - b.employee_id);
  const totals = employees.reduce<RawFigures>(
    (sum, row) => ({
      new_apply: sum.new_apply + row.new_apply,
      new_contact: sum.new_contact + row.new_contact,
      chats: sum.chats + row.chats,
      messages: sum.messages + row.messages,
      customer_chats: sum.customer_chats + row.customer_chats,
      replied_chats: sum.replied_chats + row.replied_chats,
      reply_seconds: sum.reply_seconds + row.reply_seconds,
      lost: sum.lost + row.lost,
    }),
    ZERO,
  );
  return {
    days: fillDays(eachDay(period.from, period.to), days, (day) => ({ day, ...ZERO })).map(
      (row) => ({ day: row.day, ...toFigures(row) }),
    ),
    employees: employees.map((row) => ({
      employee_id: row.employee_id,
      name: row.name,
      department: row.department,
      ...toFigures(row),
    })),
    totals: toFigures(totals),
  };
}
