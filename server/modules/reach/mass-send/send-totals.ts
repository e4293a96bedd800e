// issue #17 "true per-customer status": a send's recipient totals are the sum of its tasks'
// counters (reach_send_counters, kept by triggers on the recipient rows in the same statement
// as every insert and status change: equal to a direct count, tested in
// send-counters.test.ts); the employees' figures count the send's task rows (one per sending
// employee). No read scans the recipient rows.
import { sql } from 'drizzle-orm';
import type { SendTotals } from '../../../../contract/reach/mass-send';
import type { Database } from '../../../db/database';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const EMPTY_TOTALS: SendTotals = {
  recipients: 0,
  pending: 0,
  sent: 0,
  not_friend: 0,
  limit_reached: 0,
  failed: 0,
  cancelled: 0,
  employees: 0,
  confirmed: 0,
  unconfirmed: 0,
};

/** Totals of each send in `sendIds`. */
export async function sendTotals(
  db: Database,
  tenantId: string,
  sendIds: readonly number[],
): Promise<Map<number, SendTotals>> {
  const totals = new Map<number, SendTotals>();
  if (sendIds.length === 0) return totals;
  const ids = `{${sendIds.join(',')}}`;
  const recipients = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select send_id, sum(recipients)::int as recipients, sum(pending)::int as pending,
        sum(sent)::int as sent, sum(not_friend)::int as not_friend,
        sum(limit_reached)::int as limit_reached, sum(failed)::int as failed,
        sum(cancelled)::int as cancelled
      from reach_send_counters where tenant_id = ${tenantId} and send_id = any(${ids}::int[])
      group by send_id`),
  );
  const tasks = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select send_id, count(*)::int as employees,
        count(*) filter (where status = 1)::int as confirmed,
        count(*) filter (where status = 0)::int as unconfirmed
      from mass_send_tasks where tenant_id = ${tenantId} and send_id = any(${ids}::int[])
      group by send_id`),
  );
  for (const id of sendIds) totals.set(id, { ...EMPTY_TOTALS });
  for (const { send_id, ...row } of recipients) {
    totals.set(Number(send_id), { ...totals.get(Number(send_id))!, ...row });
  }
  for (const { send_id, ...row } of tasks) {
    totals.set(Number(send_id), { ...totals.get(Number(send_id))!, ...row });
  }
  return totals;
}
