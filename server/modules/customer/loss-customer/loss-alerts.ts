// issue #19 loss alerts ([KJ] WorkUserDelFollowUser: notify the employee and/or managers on
// each loss, or as a 09:00 digest). notifyLoss runs as each del_follow_user /
// del_external_contact is applied; sendLossDigests is the daily job (one notice per
// recipient per day, whatever the retries).
import { and, eq, sql } from 'drizzle-orm';
import type { LossSettings } from '../../../../contract/customer/loss-customer';
import type { Database } from '../../../db/database';
import { customerAlertSettings } from '../../../db/schema/customer-ops';
import { customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { chinaClock, chinaDateOf, chinaDayStart } from '../../../../contract/china-time';
import { alertSettingsOf, deliverNotices, ownEmployeeIds } from '../shared/alert-notices';
import type { NoticeInput } from '../shared/alert-notices';
import { rowsOf } from '../shared/sql-rows';

export const DIGEST_TIME = '09:00';

export async function lossSettingsOf(db: Database, tenantId: string): Promise<LossSettings> {
  const row = await alertSettingsOf(db, tenantId);
  return {
    notify_employee: row.lossNotifyEmployee,
    notify_manager: row.lossNotifyManager,
    mode: row.lossMode === 'digest' ? 'digest' : 'each',
    manager_ids: row.lossManagerIds,
  };
}

export async function saveLossSettings(
  db: Database,
  tenantId: string,
  body: LossSettings,
  at: Date,
): Promise<LossSettings> {
  const managerIds = await ownEmployeeIds(db, tenantId, body.manager_ids);
  const values = {
    lossNotifyEmployee: body.notify_employee,
    lossNotifyManager: body.notify_manager,
    lossMode: body.mode,
    lossManagerIds: managerIds,
    updatedAt: at,
  };
  await db
    .insert(customerAlertSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: customerAlertSettings.tenantId, set: values });
  return lossSettingsOf(db, tenantId);
}

async function names(db: Database, tenantId: string, customerId: number, employeeId: number) {
  const [customer] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  const [employee] = await db
    .select({ name: employees.name })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
  return { customer: customer?.name ?? '客户', employee: employee?.name ?? '员工' };
}

/** On each loss (mode each): the employee and/or the managers get one notice. */
export async function notifyLoss(
  db: Database,
  tenantId: string,
  loss: { customerId: number; employeeId: number; byCustomer: boolean; at: Date },
): Promise<number> {
  const settings = await lossSettingsOf(db, tenantId);
  if (settings.mode !== 'each') return 0;
  const recipients = new Set<number>();
  if (settings.notify_employee) recipients.add(loss.employeeId);
  if (settings.notify_manager) for (const id of settings.manager_ids) recipients.add(id);
  if (recipients.size === 0) return 0;
  const who = await names(db, tenantId, loss.customerId, loss.employeeId);
  const content = loss.byCustomer
    ? `客户「${who.customer}」删除了员工「${who.employee}」`
    : `员工「${who.employee}」删除了客户「${who.customer}」`;
  const eventKey = `loss:${loss.customerId}:${loss.employeeId}:${loss.at.getTime()}`;
  return deliverNotices(
    db,
    tenantId,
    [...recipients].map((recipientEmployeeId) => ({
      kind: 'loss' as const,
      recipientEmployeeId,
      eventKey,
      customerId: loss.customerId,
      content,
      at: loss.at,
    })),
  );
}

/**
 * The 09:00 digest (the daily job): for each tenant in digest mode, from 09:00 China time on,
 * one notice per manager (all losses) and per employee (their own) covering the previous
 * China day. Idempotent: the key is the day, so a second run the same day sends nothing.
 */
export async function sendLossDigests(db: Database, now: Date): Promise<number> {
  const clock = chinaClock(now);
  if (clock.time < DIGEST_TIME) return 0;
  const end = chinaDayStart(clock.date);
  const start = new Date(end.getTime() - 86_400_000);
  const tenants = await db
    .select()
    .from(customerAlertSettings)
    .where(
      and(
        eq(customerAlertSettings.lossMode, 'digest'),
        sql`(${customerAlertSettings.lossNotifyEmployee} or ${customerAlertSettings.lossNotifyManager})`,
      ),
    );
  let sent = 0;
  for (const settings of tenants) {
    const losses = rowsOf<{ employee_id: number; n: number; by_customer: number }>(
      await db.execute(sql`
        select r.employee_id, count(*)::int as n,
          count(*) filter (where r.deleted_by_customer_at is not null)::int as by_customer
        from customer_relations r
        where r.tenant_id = ${settings.tenantId}
          and coalesce(r.deleted_by_customer_at, r.deleted_by_employee_at) >= ${start.toISOString()}::timestamptz
          and coalesce(r.deleted_by_customer_at, r.deleted_by_employee_at) < ${end.toISOString()}::timestamptz
        group by r.employee_id`),
    );
    const total = losses.reduce((sum, row) => sum + row.n, 0);
    if (total === 0) continue;
    const day = chinaDateOf(start);
    const eventKey = `loss_digest:${day}`;
    const notices: NoticeInput[] = [];
    if (settings.lossNotifyManager) {
      const byCustomer = losses.reduce((sum, row) => sum + row.by_customer, 0);
      for (const id of settings.lossManagerIds) {
        notices.push({
          kind: 'loss_digest',
          recipientEmployeeId: id,
          eventKey,
          content: `${day} 共流失客户 ${total} 人次：客户删除员工 ${byCustomer}，员工删除客户 ${total - byCustomer}`,
          at: now,
        });
      }
    }
    if (settings.lossNotifyEmployee) {
      for (const row of losses) {
        notices.push({
          kind: 'loss_digest',
          recipientEmployeeId: row.employee_id,
          eventKey,
          content: `${day} 你流失了 ${row.n} 位客户，请及时回访`,
          at: now,
        });
      }
    }
    sent += await deliverNotices(db, settings.tenantId, notices);
  }
  return sent;
}
