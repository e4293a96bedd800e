// issue #22 /performance-order "adjust attribution by hand with a required reason (audited)":
// the order and the employee must be the caller's; the change and its reason are kept.
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AttributionChange } from '../../../../contract/company/performance-order';
import type { Database } from '../../../db/database';
import {
  performanceAttributionChanges,
  performanceAttributions,
} from '../../../db/schema/company-performance';
import { employees } from '../../../db/schema/directory';
import { shopOrders } from '../../../db/schema/member';
import { BusinessError } from '../../../http/http-errors';
import { identityUsers } from '../performance-rule/rule-users';

export const ORDER_NOT_FOUND = { code: 220201, msg: '订单不存在' } as const;
export const EMPLOYEE_NOT_FOUND = { code: 220202, msg: '员工不存在或不属于当前企业' } as const;
export const EMPLOYEE_LEFT = { code: 220203, msg: '该员工已离职，不能归属业绩' } as const;

async function orderExists(db: Database, tenantId: string, orderId: number) {
  const [row] = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(and(eq(shopOrders.tenantId, tenantId), eq(shopOrders.id, orderId)));
  if (!row) throw new BusinessError(ORDER_NOT_FOUND.code, ORDER_NOT_FOUND.msg);
}

export async function adjustAttribution(
  db: Database,
  tenantId: string,
  input: { orderId: number; employeeId: number | null; reason: string; userId: number },
  now: Date,
): Promise<void> {
  await orderExists(db, tenantId, input.orderId);
  let departmentId: number | null = null;
  if (input.employeeId !== null) {
    const [employee] = await db
      .select({ departmentId: employees.departmentId, status: employees.status })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(employees.id, input.employeeId)));
    if (!employee) throw new BusinessError(EMPLOYEE_NOT_FOUND.code, EMPLOYEE_NOT_FOUND.msg);
    if (employee.status !== 1) throw new BusinessError(EMPLOYEE_LEFT.code, EMPLOYEE_LEFT.msg);
    departmentId = employee.departmentId;
  }
  const operatorName = await identityUsers(db, input.userId);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ employeeId: performanceAttributions.employeeId })
      .from(performanceAttributions)
      .where(
        and(
          eq(performanceAttributions.tenantId, tenantId),
          eq(performanceAttributions.orderId, input.orderId),
        ),
      );
    await tx
      .insert(performanceAttributions)
      .values({
        tenantId,
        orderId: input.orderId,
        ruleVersionId: 0,
        employeeId: input.employeeId,
        departmentId,
        reason: 'manual',
        attributedAt: now,
      })
      .onConflictDoUpdate({
        target: [performanceAttributions.tenantId, performanceAttributions.orderId],
        set: { employeeId: input.employeeId, departmentId, reason: 'manual', attributedAt: now },
      });
    await tx.insert(performanceAttributionChanges).values({
      tenantId,
      orderId: input.orderId,
      fromEmployeeId: before?.employeeId ?? null,
      toEmployeeId: input.employeeId,
      reason: input.reason,
      operatorName,
      at: now,
    });
  });
}

export async function attributionChanges(
  db: Database,
  tenantId: string,
  orderId: number,
): Promise<AttributionChange[]> {
  await orderExists(db, tenantId, orderId);
  const from = alias(employees, 'from_employee');
  const to = alias(employees, 'to_employee');
  const rows = await db
    .select({
      id: performanceAttributionChanges.id,
      from: from.name,
      to: to.name,
      reason: performanceAttributionChanges.reason,
      operator: performanceAttributionChanges.operatorName,
      at: performanceAttributionChanges.at,
    })
    .from(performanceAttributionChanges)
    .leftJoin(
      from,
      and(eq(from.tenantId, tenantId), eq(from.id, performanceAttributionChanges.fromEmployeeId)),
    )
    .leftJoin(
      to,
      and(eq(to.tenantId, tenantId), eq(to.id, performanceAttributionChanges.toEmployeeId)),
    )
    .where(
      and(
        eq(performanceAttributionChanges.tenantId, tenantId),
        eq(performanceAttributionChanges.orderId, orderId),
      ),
    )
    .orderBy(desc(performanceAttributionChanges.at), desc(performanceAttributionChanges.id));
  return rows.map((row) => ({
    id: row.id,
    from_employee: row.from ?? '无',
    to_employee: row.to ?? '无',
    reason: row.reason,
    operator: row.operator,
    at: row.at.toISOString(),
  }));
}
