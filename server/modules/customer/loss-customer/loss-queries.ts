// issue #19 /loss-customer: every ended relation (customer_relations with a deletion time),
// one row per relation, newest loss first; the filters of [OS] CustomerLoss (department,
// employee, lost range, direction, days kept). The count is a count of those relation rows.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { LossQuery, LossRow, LossSummary } from '../../../../contract/customer/loss-customer';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { withDescendants } from '../../company/mail-list/directory-queries';
import { chinaDateRange, idList, iso, rowsOf } from '../shared/sql-rows';
import { CHINA_ZONE } from '../../../db/china-time-sql';
import { offsetOf } from '../../../db/list-query';

const LOST_AT = sql`coalesce(r.deleted_by_customer_at, r.deleted_by_employee_at)`;
const DAYS_KEPT = sql`floor(extract(epoch from (${LOST_AT} - r.added_at)) / 86400)::int`;

async function conditions(
  db: Database,
  tenantId: string,
  query: LossQuery,
  scope: DataScope,
): Promise<SQL> {
  const parts: SQL[] = [
    sql`r.tenant_id = ${tenantId}`,
    sql`(r.deleted_by_customer_at is not null or r.deleted_by_employee_at is not null)`,
  ];
  // issue #41: a lost relation belongs to its employee's scope.
  const inScope = scopeFilter(scope, sql`r.employee_id`);
  if (inScope) parts.push(inScope);
  if (query.direction === 'customer') parts.push(sql`r.deleted_by_customer_at is not null`);
  if (query.direction === 'employee') parts.push(sql`r.deleted_by_employee_at is not null`);
  if (query.employee_ids?.length) parts.push(sql`r.employee_id in (${idList(query.employee_ids)})`);
  if (query.department_ids?.length) {
    const departments = await withDescendants(db, tenantId, query.department_ids);
    parts.push(
      departments.length
        ? sql`r.employee_id in (select e.id from employees e where e.tenant_id = ${tenantId}
            and e.department_id in (${idList(departments)}))`
        : sql`false`,
    );
  }
  parts.push(...chinaDateRange(LOST_AT, query.lost_from, query.lost_to));
  if (query.min_days !== undefined) parts.push(sql`${DAYS_KEPT} >= ${query.min_days}`);
  if (query.max_days !== undefined) parts.push(sql`${DAYS_KEPT} <= ${query.max_days}`);
  return sql.join(parts, sql` and `);
}

interface RawLoss {
  customer_id: number;
  customer_name: string;
  avatar: string;
  employee_id: number;
  employee_name: string | null;
  department: string | null;
  by_customer: boolean;
  added_at: string;
  lost_at: string;
  days_kept: number;
  tags: string[] | null;
  last_type: string | null;
  last_at: string | null;
}

export async function listLosses(
  db: Database,
  tenantId: string,
  query: LossQuery,
  now: Date,
  scope: DataScope,
): Promise<ListData<LossRow> & { summary: LossSummary }> {
  const where = await conditions(db, tenantId, query, scope);
  const rows = rowsOf<RawLoss>(
    await db.execute(sql`
      select r.customer_id, c.name as customer_name, c.avatar, r.employee_id,
        e.name as employee_name, d.name as department,
        (r.deleted_by_customer_at is not null) as by_customer,
        r.added_at, ${LOST_AT} as lost_at, ${DAYS_KEPT} as days_kept,
        (select array_agg(t.name order by t.name) from customer_tags ct
          join tags t on t.tenant_id = ct.tenant_id and t.id = ct.tag_id
          where ct.tenant_id = r.tenant_id and ct.customer_id = r.customer_id) as tags,
        last.event_type as last_type, last.occurred_at as last_at
      from customer_relations r
      join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
      left join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id
      left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
      left join lateral (select ev.event_type, ev.occurred_at from customer_events ev
        where ev.tenant_id = r.tenant_id and ev.customer_id = r.customer_id
          and ev.occurred_at < ${LOST_AT}
          and ev.event_type not in ('deleted_by_customer', 'deleted_by_employee')
        order by ev.occurred_at desc limit 1) last on true
      where ${where}
      order by ${LOST_AT} desc, r.customer_id desc, r.employee_id
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  const [totals] = rowsOf<{
    total: number;
    by_customer: number;
    by_employee: number;
    today: number;
  }>(
    await db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where r.deleted_by_customer_at is not null)::int as by_customer,
        count(*) filter (where r.deleted_by_customer_at is null)::int as by_employee,
        count(*) filter (where ${LOST_AT} >= date_trunc('day', ${now.toISOString()}::timestamptz
          at time zone ${CHINA_ZONE}) at time zone ${CHINA_ZONE})::int as today
      from customer_relations r where ${where}`),
  );
  return {
    list: rows.map((row) => ({
      customer: { id: Number(row.customer_id), name: row.customer_name, avatar: row.avatar },
      employee: {
        id: row.employee_id,
        name: row.employee_name ?? '已删除员工',
        department: row.department ?? '',
      },
      direction: row.by_customer ? 'customer' : 'employee',
      added_at: iso(row.added_at),
      lost_at: iso(row.lost_at),
      days_kept: Math.max(0, row.days_kept),
      tags: row.tags ?? [],
      last_follow_up:
        row.last_type && row.last_at ? { event_type: row.last_type, at: iso(row.last_at) } : null,
    })),
    total: totals?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
    summary: {
      by_customer: totals?.by_customer ?? 0,
      by_employee: totals?.by_employee ?? 0,
      today: totals?.today ?? 0,
    },
  };
}
