// issue #16 /tag-invite-group: who a task invites. Customers who are friends (not deleted
// either way) of a chosen employee, added in the date range, carrying any / all of the tags
// and none of the excluded ones; each goes to the employee who added them first. Customers
// already in one of the target groups are skipped (docs/domain.md §1 filter_contact).
import { sql } from 'drizzle-orm';
import type { TagInviteForm } from '../../../../contract/acquiring/tag-invite-group';
import type { Database } from '../../../db/database';
import { inAnyGroup } from '../new-customer-join-group/group-seats';
import { chinaDayStart } from '../../../../contract/china-time';

const pgArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface Picked {
  readonly recipients: readonly { customerId: number; employeeId: number }[];
  readonly skippedInGroup: number;
}

/** China (UTC+8) day bounds of the add-date filter. */
const dayStart = (day: string) => chinaDayStart(day);
const dayEnd = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

export async function pickRecipients(
  db: Database,
  tenantId: string,
  form: TagInviteForm,
): Promise<Picked> {
  const tagIds = pgArray(form.tag_ids);
  const tagMatch =
    form.tag_match === 'all'
      ? sql`(select count(distinct ct.tag_id) from customer_tags ct where ct.tenant_id = ${tenantId}
          and ct.customer_id = r.customer_id and ct.tag_id = any(${tagIds}::int[])) = ${form.tag_ids.length}`
      : sql`exists (select 1 from customer_tags ct where ct.tenant_id = ${tenantId}
          and ct.customer_id = r.customer_id and ct.tag_id = any(${tagIds}::int[]))`;
  const excluded = form.exclude_tag_ids.length
    ? sql`and not exists (select 1 from customer_tags ct where ct.tenant_id = ${tenantId}
          and ct.customer_id = r.customer_id
          and ct.tag_id = any(${pgArray(form.exclude_tag_ids)}::int[]))`
    : sql``;
  const from = form.added_from ? sql`and r.added_at >= ${dayStart(form.added_from)}` : sql``;
  const to = form.added_to ? sql`and r.added_at < ${dayEnd(form.added_to)}` : sql``;
  const result = await db.execute(sql`
    select distinct on (r.customer_id) r.customer_id::int as customer_id, r.employee_id
    from customer_relations r
    where r.tenant_id = ${tenantId}
      and r.employee_id = any(${pgArray(form.employee_ids)}::int[])
      and r.deleted_by_customer_at is null and r.deleted_by_employee_at is null
      and ${tagMatch} ${excluded} ${from} ${to}
    order by r.customer_id, r.added_at, r.employee_id`);
  const rows = rowsOf<{ customer_id: number; employee_id: number }>(result).map((row) => ({
    customerId: Number(row.customer_id),
    employeeId: Number(row.employee_id),
  }));
  const inGroup = await inAnyGroup(
    db,
    tenantId,
    rows.map((row) => row.customerId),
    form.group_ids,
  );
  return {
    recipients: rows.filter((row) => !inGroup.has(row.customerId)),
    skippedInGroup: inGroup.size,
  };
}
