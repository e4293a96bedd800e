// issue #37 "one definition per figure": every count the console shows on more than one page
// (/index, /customer-list, /customer-strategy, /repeat-customer, /group-list,
// /privsph-overview, /community-data) is defined here once, and every endpoint that shows it
// reads it from here or from a roll-up built on the same definition (docs/domain.md §6).
// figure-equality.test.ts asserts each figure is equal on every page and to a direct count.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { NUMBER_STATUS } from '../../../../contract/acquiring/ai-call';
import { centsToText } from '../../../../contract/marketing/order-points/member-decimal';
import { percent } from '../../../../contract/statistics/period';
import type { Database } from '../../../db/database';
import { ALL_DATA, customerScopeFilter, scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { aiCallNumbers } from '../../../db/schema/acquiring-ai-call';

/** An active relation: neither side has ended it. */
export const ACTIVE_RELATION = (alias: string): SQL =>
  sql.raw(`${alias}.deleted_by_customer_at is null and ${alias}.deleted_by_employee_at is null`);

/**
 * 客户总数: every customer of the mirror, once however many employees added them; a customer
 * whose relations all ended stays counted (the customer list still shows them, 流失 filter).
 */
export const customersTotal = (tenantId: string, scope: DataScope = ALL_DATA): SQL =>
  sql`(select count(*) from customers c where c.tenant_id = ${tenantId}
    and ${customerScopeFilter(scope, tenantId, sql`c.id`) ?? sql`true`})::int`;

/**
 * 客户总数 at the end of each day of [from, to] in `timeZone` (the roll-up's history): the
 * customers whose first relation was added by then. On the current day it equals
 * `customersTotal` (the mirror writes a customer with its first relation).
 */
export const customersTotalByDay = (
  tenantId: string,
  from: string,
  to: string,
  timeZone: string,
): SQL =>
  sql`with firsts as (select (min(r.added_at) at time zone ${timeZone})::date as day
      from customer_relations r where r.tenant_id = ${tenantId} group by r.customer_id)
    select d::date as day, (select count(*) from firsts f where f.day <= d::date)::int as total
    from generate_series(${from}::date, ${to}::date, interval '1 day') d`;

/** 重复客户: customers with more than one active relation (docs/domain.md §4 /repeat-customer). */
export const repeatCustomers = (tenantId: string, scope: DataScope = ALL_DATA): SQL =>
  sql`(select count(*) from (select r.customer_id from customer_relations r
    where r.tenant_id = ${tenantId} and ${ACTIVE_RELATION('r')}
      and ${customerScopeFilter(scope, tenantId, sql`r.customer_id`) ?? sql`true`}
    group by r.customer_id having count(*) > 1) x)::int`;

/** 客户群总数: groups not dismissed. */
export const groupsTotal = (tenantId: string, scope: DataScope = ALL_DATA): SQL =>
  sql`(select count(*) from customer_groups where tenant_id = ${tenantId}
    and dismissed_at is null and ${scopeFilter(scope, sql`owner_employee_id`) ?? sql`true`})::int`;

/**
 * 群成员总数: members still in a group that is not dismissed, employees (the owner is one)
 * and customers alike. A dismissed group has no members.
 */
export const groupMembersTotal = (tenantId: string, scope: DataScope = ALL_DATA): SQL =>
  sql`(select count(*) from customer_group_members m join customer_groups g
      on g.tenant_id = m.tenant_id and g.id = m.group_id
    where m.tenant_id = ${tenantId} and m.left_at is null and g.dismissed_at is null
      and ${scopeFilter(scope, sql`g.owner_employee_id`) ?? sql`true`})::int`;

/**
 * 新增 / 流失 of a period: relations added, and relations ended by the customer
 * (`del_follow_user`); an employee removing a customer is not a loss of the customer's
 * choosing (/loss-customer lists both, with who ended it). 净增 = 新增 − 流失.
 */
export const ADDED_AT = 'added_at';
export const LOST_AT = 'deleted_by_customer_at';

/**
 * 导入加粉 新增 (issue #38 item 9): an imported number its employee added (已添加), dated by
 * when it was added. /ai-call shows them per import, /strategy per China day (本周新增 is
 * the last seven days' sum, not 0).
 */
export const importedNumberAdded = (): SQL => sql`${aiCallNumbers.status} = ${NUMBER_STATUS.added}`;

/** 重复率 (%, one decimal): repeat customers over 客户总数, the same on every page. */
export const repeatRate = (repeat: number, customers: number): number =>
  percent(repeat, customers) ?? 0;

export interface CurrentFigures {
  readonly customers_total: number;
  readonly repeat_customers: number;
  readonly repeat_rate: number;
  readonly groups_total: number;
  readonly members_total: number;
}

/**
 * The totals at this moment, each by its definition above; issue #41: under a reader's data
 * scope, their customers (docs/permissions.md) and the groups their employees own.
 */
export async function currentFigures(
  db: Database,
  tenantId: string,
  scope: DataScope = ALL_DATA,
): Promise<CurrentFigures> {
  const result = (await db.execute(sql`select ${customersTotal(tenantId, scope)} as customers_total,
    ${repeatCustomers(tenantId, scope)} as repeat_customers,
    ${groupsTotal(tenantId, scope)} as groups_total,
    ${groupMembersTotal(tenantId, scope)} as members_total`)) as unknown as {
    rows: Omit<CurrentFigures, 'repeat_rate'>[];
  };
  const row = result.rows[0] ?? {
    customers_total: 0,
    repeat_customers: 0,
    groups_total: 0,
    members_total: 0,
  };
  return { ...row, repeat_rate: repeatRate(row.repeat_customers, row.customers_total) };
}

/**
 * 成交金额占比: the largest `slices − 1` shares and 其他 (id `other`, named by the console) for
 * the rest, so the donut's 合计 is the period's 成交金额 (net of refunds), not the sum of a
 * top few (the /transform-data donut said 19,013.84 beside a KPI of 21,837.01).
 */
export function amountShare(
  rows: readonly { id: string; name: string; amount: string }[],
  totalCents: number,
  slices: number,
): { id: string; name: string; amount: string }[] {
  const cents = (text: string) => Math.round(Number(text) * 100);
  const sorted = [...rows].sort((a, b) => cents(b.amount) - cents(a.amount));
  const shown = sorted.length <= slices ? sorted : sorted.slice(0, slices - 1);
  const parts = shown.map((row) => ({ id: row.id, name: row.name, amount: row.amount }));
  const rest = totalCents - shown.reduce((sum, row) => sum + cents(row.amount), 0);
  if (rest !== 0) parts.push({ id: 'other', name: '', amount: centsToText(rest) });
  return parts;
}

/**
 * issue #41 客户阶段漏斗: for each of the tenant's stages in order, the customers whose current
 * stage is this one or a later one (a customer at 成交 has passed 意向), and those exactly at
 * it. Customers without a stage are not in the funnel.
 */
export const stageFunnel = (tenantId: string, scope: DataScope = ALL_DATA): SQL => {
  // issue #41: a scoped reader's funnel counts their customers only.
  const inScope = customerScopeFilter(scope, tenantId, sql`o.customer_id`) ?? sql`true`;
  return sql`select s.id, s.name, s.sort_order,
      (select count(*) from customer_stage_of o join customer_stages x
        on x.tenant_id = o.tenant_id and x.id = o.stage_id
        where o.tenant_id = s.tenant_id and ${inScope}
          and (x.sort_order, x.id) >= (s.sort_order, s.id))::int as reached,
      (select count(*) from customer_stage_of o
        where o.tenant_id = s.tenant_id and o.stage_id = s.id and ${inScope})::int as current
    from customer_stages s where s.tenant_id = ${tenantId}
    order by s.sort_order, s.id`;
};
