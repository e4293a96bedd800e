// issue #35 reconcile (docs/wecom.md "What syncs when"): what a lost callback leaves behind.
// A sync page lists each pair's corp tags as they are on the platform, so a platform tag our
// mirror has on that pair and the page does not is taken off. After the last page, a pair of a
// member the run read that the run did not see is gone on the platform: it is marked deleted
// (as a del_external_contact would), without a timeline event (a sync copies, docs/wecom.md).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';

interface PairTags {
  readonly customerId: number;
  readonly employeeId: number;
  readonly tagIds: readonly number[];
}

/** Removes the platform tags marked on these pairs that the platform no longer lists. */
export async function dropUnlistedTags(
  db: Database,
  tenantId: string,
  pairs: readonly PairTags[],
): Promise<void> {
  if (pairs.length === 0) return;
  const rows = sql.join(
    pairs.map(
      (pair) =>
        sql`(${pair.customerId}::bigint, ${pair.employeeId}::int, ${`{${pair.tagIds.join(',')}}`}::int[])`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    delete from customer_tags ct
    using (values ${rows}) as listed(customer_id, employee_id, keep)
    where ct.tenant_id = ${tenantId}
      and ct.customer_id = listed.customer_id
      and ct.employee_id = listed.employee_id
      and not (ct.tag_id = any(listed.keep))
      and exists (
        select 1 from tags t
        where t.tenant_id = ct.tenant_id and t.id = ct.tag_id and t.platform_id <> ''
      )`);
}

/**
 * Marks deleted the live pairs of these members (platform user ids) that run `runId` did not
 * read and that were added before it started (an add during the run came by callback).
 */
export async function markUnseenRelationsDeleted(
  db: Database,
  tenantId: string,
  run: { readonly id: number; readonly startedAt: Date },
  followUserIds: readonly string[],
  now: Date,
): Promise<number> {
  if (followUserIds.length === 0) return 0;
  const userIds = `{${followUserIds.map((id) => JSON.stringify(id)).join(',')}}`;
  const result = (await db.execute(sql`
    update customer_relations r
    set deleted_by_employee_at = ${now.toISOString()}::timestamptz
    where r.tenant_id = ${tenantId}
      and r.deleted_by_customer_at is null
      and r.deleted_by_employee_at is null
      and r.seen_by_sync_run is distinct from ${run.id}
      and r.added_at < ${run.startedAt.toISOString()}::timestamptz
      and r.employee_id in (
        select e.id from employees e
        where e.tenant_id = ${tenantId} and e.platform_user_id = any(${userIds}::text[])
      )
    returning r.customer_id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
