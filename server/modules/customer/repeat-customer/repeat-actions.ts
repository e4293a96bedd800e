// issue #19 /repeat-customer actions: settings of the real-time alert (a manager hears when a
// customer is added by a second employee), "remind employees" (each employee holding a
// duplicate relation gets one notice), and "keep one relation" (the earliest stays; the later
// ones are ended as the employee's deletion, with a timeline entry each).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { RepeatSettings } from '../../../../contract/customer/repeat-customer';
import type { Database } from '../../../db/database';
import { customerAlertSettings } from '../../../db/schema/customer-ops';
import { customerEvents, customerRelations, customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { alertSettingsOf, deliverNotices, ownEmployeeIds } from '../shared/alert-notices';
import { ownCustomerIds } from '../shared/own-ids';

export async function repeatSettingsOf(db: Database, tenantId: string): Promise<RepeatSettings> {
  const row = await alertSettingsOf(db, tenantId);
  return { alert: row.repeatAlert, manager_ids: row.repeatManagerIds };
}

export async function saveRepeatSettings(
  db: Database,
  tenantId: string,
  body: RepeatSettings,
  at: Date,
): Promise<RepeatSettings> {
  const values = {
    repeatAlert: body.alert,
    repeatManagerIds: await ownEmployeeIds(db, tenantId, body.manager_ids),
    updatedAt: at,
  };
  await db
    .insert(customerAlertSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: customerAlertSettings.tenantId, set: values });
  return repeatSettingsOf(db, tenantId);
}

async function activeRelations(db: Database, tenantId: string, customerIds: readonly number[]) {
  return db
    .select({
      customerId: customerRelations.customerId,
      employeeId: customerRelations.employeeId,
      addedAt: customerRelations.addedAt,
      customerName: customers.name,
      employeeName: employees.name,
    })
    .from(customerRelations)
    .innerJoin(
      customers,
      and(
        eq(customers.tenantId, customerRelations.tenantId),
        eq(customers.id, customerRelations.customerId),
      ),
    )
    .leftJoin(
      employees,
      and(
        eq(employees.tenantId, customerRelations.tenantId),
        eq(employees.id, customerRelations.employeeId),
      ),
    )
    .where(
      and(
        eq(customerRelations.tenantId, tenantId),
        inArray(customerRelations.customerId, [...customerIds]),
        isNull(customerRelations.deletedByCustomerAt),
        isNull(customerRelations.deletedByEmployeeAt),
      ),
    )
    .orderBy(asc(customerRelations.customerId), asc(customerRelations.addedAt));
}

function byCustomer<T extends { customerId: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.customerId, [...(map.get(row.customerId) ?? []), row]);
  return map;
}

export async function remindEmployees(
  db: Database,
  tenantId: string,
  customerIds: readonly number[],
  at: Date,
): Promise<{ reminded: number }> {
  const own = await ownCustomerIds(db, tenantId, customerIds);
  if (own.length === 0) return { reminded: 0 };
  const groups = byCustomer(await activeRelations(db, tenantId, own));
  const notices = [...groups.values()]
    .filter((rows) => rows.length > 1)
    .flatMap((rows) =>
      rows.map((row) => ({
        kind: 'remind' as const,
        recipientEmployeeId: row.employeeId,
        eventKey: `remind:${row.customerId}:${at.getTime()}`,
        customerId: row.customerId,
        content: `客户「${row.customerName}」同时被 ${rows
          .map((each) => each.employeeName ?? '员工')
          .join('、')} 添加，请协商跟进人`,
        at,
      })),
    );
  return { reminded: await deliverNotices(db, tenantId, notices) };
}

export async function keepOneRelation(
  db: Database,
  tenantId: string,
  customerIds: readonly number[],
  at: Date,
): Promise<{ ended: number }> {
  const own = await ownCustomerIds(db, tenantId, customerIds);
  if (own.length === 0) return { ended: 0 };
  const groups = byCustomer(await activeRelations(db, tenantId, own));
  let ended = 0;
  await db.transaction(async (tx) => {
    for (const rows of groups.values()) {
      for (const row of rows.slice(1)) {
        await tx
          .update(customerRelations)
          .set({ deletedByEmployeeAt: at })
          .where(
            and(
              eq(customerRelations.tenantId, tenantId),
              eq(customerRelations.customerId, row.customerId),
              eq(customerRelations.employeeId, row.employeeId),
            ),
          );
        await tx.insert(customerEvents).values({
          tenantId,
          customerId: row.customerId,
          employeeId: row.employeeId,
          eventType: 'deleted_by_employee',
          content: { reason: 'keep_one' },
          occurredAt: at,
        });
        ended += 1;
      }
    }
  });
  return { ended };
}

/** On an add: a customer now held by two or more employees alerts the managers (real time). */
export async function alertRepeatAdd(
  db: Database,
  tenantId: string,
  add: { customerId: number; employeeId: number; at: Date },
): Promise<number> {
  const settings = await repeatSettingsOf(db, tenantId);
  if (!settings.alert || settings.manager_ids.length === 0) return 0;
  const rows = await activeRelations(db, tenantId, [add.customerId]);
  if (rows.length < 2) return 0;
  const content = `客户「${rows[0]?.customerName ?? ''}」已被 ${rows.length} 位员工添加：${rows
    .map((row) => row.employeeName ?? '员工')
    .join('、')}`;
  return deliverNotices(
    db,
    tenantId,
    settings.manager_ids.map((id) => ({
      kind: 'repeat' as const,
      recipientEmployeeId: id,
      eventKey: `repeat:${add.customerId}:${add.employeeId}:${add.at.getTime()}`,
      customerId: add.customerId,
      content,
      at: add.at,
    })),
  );
}
