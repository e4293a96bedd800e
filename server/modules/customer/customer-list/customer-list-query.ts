// issue #9 /customer-list: the filters as SQL. Tags use customer_tags (tenant, tag, customer)
// with AND (one EXISTS per tag) or OR (one EXISTS over all); the relation filters (employee,
// department, add_way, channel, added range) share one EXISTS so they hold on the same
// relation. Sorted by the latest add; every condition leads with tenant_id (issue #9 < 300 ms).
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CustomerListQuery } from '../../../../contract/customer/customer-list';
import type { Database } from '../../../db/database';
import { customers } from '../../../db/schema/customers';
import { ALL_DATA, customerScopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { withDescendants } from '../../company/mail-list/directory-queries';
import { chinaDayEndSql, chinaDayStartSql } from '../../../db/china-time-sql';
import { containsPattern, offsetOf } from '../../../db/list-query';

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

function tagCondition(
  tenantId: string,
  tagIds: readonly number[],
  logic: 'and' | 'or',
): SQL | undefined {
  if (tagIds.length === 0) return undefined;
  const exists = (condition: SQL) =>
    sql`exists (select 1 from customer_tags ct where ct.tenant_id = ${tenantId}
      and ct.customer_id = ${customers.id} and ${condition})`;
  if (logic === 'or') return exists(sql`ct.tag_id in (${idList(tagIds)})`);
  return and(...tagIds.map((tagId) => exists(sql`ct.tag_id = ${tagId}`)));
}

const ACTIVE = sql`r.deleted_by_customer_at is null and r.deleted_by_employee_at is null`;

async function relationCondition(
  db: Database,
  tenantId: string,
  query: CustomerListQuery,
): Promise<SQL | undefined> {
  const parts: SQL[] = [];
  if (query.employee_ids?.length) parts.push(sql`r.employee_id in (${idList(query.employee_ids)})`);
  if (query.department_ids?.length) {
    const departmentIds = await withDescendants(db, tenantId, query.department_ids);
    parts.push(
      departmentIds.length
        ? sql`r.employee_id in (select e.id from employees e where e.tenant_id = ${tenantId}
            and e.department_id in (${idList(departmentIds)}))`
        : sql`false`,
    );
  }
  if (query.add_way !== undefined) parts.push(sql`r.add_way = ${query.add_way}`);
  if (query.channel_code_id !== undefined)
    parts.push(sql`r.channel_code_id = ${query.channel_code_id}`);
  // Dates are China dates (the operators' calendar): [from 00:00, to+1 00:00) at UTC+8.
  if (query.added_from) parts.push(sql`r.added_at >= ${chinaDayStartSql(query.added_from)}`);
  if (query.added_to) {
    parts.push(sql`r.added_at < ${chinaDayEndSql(query.added_to)}`);
  }
  if (parts.length === 0) return undefined;
  return sql`exists (select 1 from customer_relations r where r.tenant_id = ${tenantId}
    and r.customer_id = ${customers.id} and ${sql.join(parts, sql` and `)})`;
}

/**
 * issue #19: customers whose custom field holds the value — a chosen option (a single value or
 * one of several) or text containing it; without a value, customers who filled the field.
 */
function fieldCondition(tenantId: string, query: CustomerListQuery): SQL | undefined {
  if (query.field_id === undefined) return undefined;
  const value = query.field_value?.trim();
  const match = value
    ? sql`and (v.value @> to_jsonb(${value}::text)
        or v.value #>> '{}' ilike ${containsPattern(value)})`
    : sql``;
  return sql`exists (select 1 from customer_field_values v where v.tenant_id = ${tenantId}
    and v.customer_id = ${customers.id} and v.field_id = ${query.field_id} ${match})`;
}

/** issue #41: the stage filter and 待跟进 (the latest follow-up's next time has come). */
function followUpConditions(tenantId: string, query: CustomerListQuery, now: Date) {
  const stage =
    query.stage_id === undefined
      ? undefined
      : sql`exists (select 1 from customer_stage_of o where o.tenant_id = ${tenantId}
          and o.customer_id = ${customers.id} and o.stage_id = ${query.stage_id})`;
  const due = query.follow_due
    ? sql`exists (select 1 from customer_follow_ups f where f.tenant_id = ${tenantId}
        and f.customer_id = ${customers.id} and f.next_follow_at <= ${now}
        and not exists (select 1 from customer_follow_ups g where g.tenant_id = f.tenant_id
          and g.customer_id = f.customer_id and (g.created_at, g.id) > (f.created_at, f.id)))`
    : undefined;
  return [stage, due];
}

export async function customerFilter(
  db: Database,
  tenantId: string,
  query: CustomerListQuery,
  /** issue #41: the reader's data scope (the list, its export). */
  scope: DataScope = ALL_DATA,
  now: Date = new Date(),
): Promise<SQL | undefined> {
  const lost =
    query.lost === undefined
      ? undefined
      : sql`${sql.raw(query.lost === 'true' ? 'not exists' : 'exists')} (select 1 from customer_relations r
          where r.tenant_id = ${tenantId} and r.customer_id = ${customers.id} and ${ACTIVE})`;
  return and(
    eq(customers.tenantId, tenantId),
    query.name ? ilike(customers.name, containsPattern(query.name)) : undefined,
    query.gender !== undefined ? eq(customers.gender, query.gender) : undefined,
    query.type !== undefined ? eq(customers.type, query.type) : undefined,
    tagCondition(tenantId, query.tag_ids ?? [], query.tag_logic),
    await relationCondition(db, tenantId, query),
    lost,
    fieldCondition(tenantId, query),
    customerScopeFilter(scope, tenantId, customers.id),
    ...followUpConditions(tenantId, query, now),
  );
}

export interface CustomerBase {
  readonly id: number;
  readonly externalUserId: string;
  readonly name: string;
  readonly avatar: string;
  readonly type: number;
  readonly corpName: string;
  readonly gender: number;
  readonly lastAddedAt: Date;
}

export async function findCustomers(
  db: Database,
  tenantId: string,
  query: CustomerListQuery,
  scope: DataScope,
  now: Date = new Date(),
): Promise<{ rows: CustomerBase[]; total: number }> {
  const where = await customerFilter(db, tenantId, query, scope, now);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: customers.id,
        externalUserId: customers.externalUserId,
        name: customers.name,
        avatar: customers.avatar,
        type: customers.type,
        corpName: customers.corpName,
        gender: customers.gender,
        lastAddedAt: customers.lastAddedAt,
      })
      .from(customers)
      .where(where)
      .orderBy(desc(customers.lastAddedAt), desc(customers.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(customers).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
