// issue #17 "true per-customer status": every total is a direct count of recipient rows and
// task rows, grouped once per page of sends; nothing is cached on the send.
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
      select send_id, count(*)::int as recipients,
        count(*) filter (where status = 0)::int as pending,
        count(*) filter (where status = 1)::int as sent,
        count(*) filter (where status = 2)::int as not_friend,
        count(*) filter (where status = 3)::int as limit_reached,
        count(*) filter (where status = 4)::int as failed,
        count(*) filter (where status = 5)::int as cancelled
      from mass_send_recipients where tenant_id = ${tenantId} and send_id = any(${ids}::int[])
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
