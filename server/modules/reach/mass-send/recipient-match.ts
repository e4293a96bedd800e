// issue #17 recipients of a mass send, as one SQL fragment: the preview counts it and the
// send inserts from it, so the live count equals the rows created. Private chat: customers
// of the sending employees (live relations only) through the filter of docs/domain.md §2, one
// row per customer (de-duplicated: the chosen employee if theirs, else who added first).
// Group chat: live groups of the picked owners or the picked groups.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { GroupFilter, PrivateFilter } from '../../../../contract/reach/mass-send';
import type { Database } from '../../../db/database';
import { customerGroups, tags } from '../../../db/schema/customers';
import { departments, employees } from '../../../db/schema/directory';
import { audiences } from '../../../db/schema/marketing-audience';
import { BodyValidationError } from '../../../http/http-errors';
import { chinaDayStart, addChinaDays } from '../../../../contract/china-time';

const pgArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** A fan-out chunk: targets after `after` up to `upTo` (null: to the end). */
export interface TargetRange {
  readonly after: number;
  readonly upTo: number | null;
}

/** The range on a target id column (a customer or group id): an index range scan per chunk. */
function inRange(column: SQL, range: TargetRange | undefined): SQL[] {
  if (!range) return [];
  return [
    sql`${column} > ${range.after}`,
    ...(range.upTo === null ? [] : [sql`${column} <= ${range.upTo}`]),
  ];
}

export async function checkOwned(
  db: Database,
  tenantId: string,
  ids: readonly number[],
  table:
    typeof employees | typeof departments | typeof tags | typeof customerGroups | typeof audiences,
  field: string,
  message: string,
): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, unique)));
  if (rows.length !== unique.length) throw new BodyValidationError(message, field);
}

/** Checks every id of the filter belongs to the caller's tenant (house rule). */
export async function checkPrivateFilter(db: Database, tenantId: string, filter: PrivateFilter) {
  await checkOwned(
    db,
    tenantId,
    filter.sender_ids,
    employees,
    'filter.sender_ids',
    '发送员工不存在',
  );
  const dedupe = filter.dedupe_employee_id === null ? [] : [filter.dedupe_employee_id];
  await checkOwned(
    db,
    tenantId,
    dedupe,
    employees,
    'filter.dedupe_employee_id',
    '优先发送员工不存在',
  );
  await checkOwned(
    db,
    tenantId,
    filter.department_ids,
    departments,
    'filter.department_ids',
    '部门不存在',
  );
  await checkOwned(db, tenantId, filter.tag_ids, tags, 'filter.tag_ids', '客户标签不存在');
  await checkOwned(
    db,
    tenantId,
    filter.exclude_tag_ids,
    tags,
    'filter.exclude_tag_ids',
    '排除标签不存在',
  );
  await checkOwned(
    db,
    tenantId,
    filter.audience_ids,
    audiences,
    'filter.audience_ids',
    '人群不存在',
  );
}

export async function checkGroupFilter(db: Database, tenantId: string, filter: GroupFilter) {
  await checkOwned(db, tenantId, filter.owner_ids, employees, 'filter.owner_ids', '群主不存在');
  await checkOwned(
    db,
    tenantId,
    filter.group_ids,
    customerGroups,
    'filter.group_ids',
    '客户群不存在',
  );
}

/**
 * `select target_id, employee_id` of a private send's recipients. `relations: 'lost'` answers
 * the customers the filter would pick through a relation that was deleted (by either side):
 * the send's preview lists those no live relation reaches as "not a friend any more".
 */
export async function privateRecipientsSql(
  db: Database,
  tenantId: string,
  filter: PrivateFilter,
  range?: TargetRange,
  relations: 'live' | 'lost' = 'live',
): Promise<SQL> {
  const senders = [sql`e.tenant_id = ${tenantId}`, sql`e.status = 1`];
  if (filter.sender_ids.length > 0)
    senders.push(sql`e.id = any(${pgArray(filter.sender_ids)}::int[])`);
  if (filter.department_ids.length > 0)
    senders.push(sql`e.department_id = any(${pgArray(filter.department_ids)}::int[])`);
  const where = [
    sql`r.tenant_id = ${tenantId}`,
    relations === 'live'
      ? sql`r.deleted_by_customer_at is null and r.deleted_by_employee_at is null`
      : sql`(r.deleted_by_customer_at is not null or r.deleted_by_employee_at is not null)`,
    // Both sides of the customer join: PostgreSQL does not carry a range across a join.
    ...inRange(sql`r.customer_id`, range),
    ...inRange(sql`c.id`, range),
  ];
  if (filter.target === 'filter') {
    if (filter.gender !== null) where.push(sql`c.gender = ${filter.gender}`);
    if (filter.added_from) where.push(sql`r.added_at >= ${chinaDayStart(filter.added_from)}`);
    if (filter.added_to)
      where.push(sql`r.added_at < ${chinaDayStart(addChinaDays(filter.added_to, 1))}`);
    if (filter.tag_ids.length > 0) {
      const rows = await db
        .select({ id: tags.id, groupId: tags.groupId })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, filter.tag_ids)));
      const byGroup = new Map<number, number[]>();
      for (const row of rows)
        byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), row.id]);
      // WeCom tag_filter.group_list: any tag of a group (OR), every group (AND).
      for (const ids of byGroup.values()) {
        where.push(sql`exists (select 1 from customer_tags ct where ct.tenant_id = ${tenantId}
          and ct.customer_id = r.customer_id and ct.tag_id = any(${pgArray(ids)}::int[]))`);
      }
    }
    // issue #20: an audience is a recipient filter (its computed members)
    if (filter.audience_ids.length > 0) {
      where.push(sql`exists (select 1 from audience_members am where am.tenant_id = ${tenantId}
        and am.customer_id = r.customer_id
        and am.audience_id = any(${pgArray(filter.audience_ids)}::int[]))`);
    }
    if (filter.exclude_tag_ids.length > 0) {
      where.push(sql`not exists (select 1 from customer_tags ct where ct.tenant_id = ${tenantId}
        and ct.customer_id = r.customer_id
        and ct.tag_id = any(${pgArray(filter.exclude_tag_ids)}::int[]))`);
    }
  }
  const preferred = filter.dedupe_employee_id ?? 0;
  return sql`select distinct on (r.customer_id) r.customer_id as target_id, r.employee_id
    from customer_relations r
    join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id and ${sql.join(senders, sql` and `)}
    join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
    where ${sql.join(where, sql` and `)}
    order by r.customer_id, (r.employee_id = ${preferred}) desc, r.added_at, r.employee_id`;
}

/** `select target_id, employee_id` of a group send's recipients (the owner sends). */
export function groupRecipientsSql(
  tenantId: string,
  filter: GroupFilter,
  range?: TargetRange,
): SQL {
  const pick = [];
  if (filter.owner_ids.length > 0)
    pick.push(sql`g.owner_employee_id = any(${pgArray(filter.owner_ids)}::int[])`);
  if (filter.group_ids.length > 0) pick.push(sql`g.id = any(${pgArray(filter.group_ids)}::int[])`);
  const chosen = sql.join(
    [pick.length > 0 ? sql.join(pick, sql` or `) : sql`true`, ...inRange(sql`g.id`, range)],
    sql`) and (`,
  );
  return sql`select g.id::bigint as target_id, g.owner_employee_id as employee_id
    from customer_groups g
    where g.tenant_id = ${tenantId} and g.dismissed_at is null
      and g.owner_employee_id is not null and (${chosen})`;
}
