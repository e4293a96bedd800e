// issue #41 a hand-over record reaching its final status (docs/handover.md "Results"): the
// record, the customer's timeline and, when the takeover member took over, our mirror — all
// in one transaction and only while the record still waits, so a poll read twice (a retry, a
// restarted runner) records each customer once.
import { sql } from 'drizzle-orm';
import { HANDOVER_STATUSES } from '../../../../contract/customer/handover';
import type { HandoverStatus } from '../../../../contract/customer/handover';
import type { Database } from '../../../db/database';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface Finished {
  id: number;
  mode: number;
  target_type: number;
  target_id: number;
  handover_employee_id: number;
  takeover_employee_id: number;
}

/** Answers whether this call finished the record (false: it was final already). */
export async function applyFinal(
  db: Database,
  tenantId: string,
  recordId: number,
  status: Exclude<HandoverStatus, 0 | 2>,
  takeoverAt: Date | null,
  now: Date,
  reason = '',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [record] = rowsOf<Finished>(
      await tx.execute(sql`update customer_handovers set status = ${status},
          takeover_at = ${status === 1 ? (takeoverAt ?? now) : null}, finished_at = ${now},
          reason = case when ${reason} = '' then reason else ${reason} end
        where tenant_id = ${tenantId} and id = ${recordId} and status = 2
        returning id, mode, target_type, target_id, handover_employee_id, takeover_employee_id`),
    );
    if (!record) return false;
    const at = status === 1 ? (takeoverAt ?? now) : now;
    if (record.target_type === 2) {
      if (status === 1) {
        await tx.execute(sql`update customer_groups set owner_employee_id = ${record.takeover_employee_id}
          where tenant_id = ${tenantId} and id = ${record.target_id}`);
      }
      return true;
    }
    await tx.execute(sql`insert into customer_events
        (tenant_id, customer_id, employee_id, event_type, content, occurred_at)
      values (${tenantId}, ${record.target_id}, ${record.takeover_employee_id}, 'handover',
        ${JSON.stringify({
          mode: record.mode,
          status,
          status_label: HANDOVER_STATUSES[status],
          handover_employee_id: record.handover_employee_id,
          takeover_employee_id: record.takeover_employee_id,
        })}::jsonb, ${at})`);
    if (status !== 1) return true;
    // The customer now belongs to the takeover member; the old relation ends by transfer
    // (as WeCom's del_external_contact DELETE_BY_TRANSFER does; not a loss of the customer).
    await tx.execute(sql`insert into customer_relations
        (tenant_id, customer_id, employee_id, remark, description, add_way, state, added_at)
      select tenant_id, customer_id, ${record.takeover_employee_id}, remark, description, 202,
        '', ${at}
      from customer_relations
      where tenant_id = ${tenantId} and customer_id = ${record.target_id}
        and employee_id = ${record.handover_employee_id}
      on conflict (tenant_id, customer_id, employee_id) do update
        set deleted_by_customer_at = null, deleted_by_employee_at = null`);
    await tx.execute(sql`update customer_relations set deleted_by_employee_at = ${at}
      where tenant_id = ${tenantId} and customer_id = ${record.target_id}
        and employee_id = ${record.handover_employee_id} and deleted_by_employee_at is null`);
    return true;
  });
}
