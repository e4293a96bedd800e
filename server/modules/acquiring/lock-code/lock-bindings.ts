// issue #15 /lock-code: manual unbind and transfer of a bound customer (confirmed on the page),
// each recorded in the customer's timeline (event `lock_changed`).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { lockBindings, lockCodes } from '../../../db/schema/acquiring-tools';
import { customerEvents } from '../../../db/schema/customers';
import { BusinessError } from '../../../http/http-errors';
import { TOOL_ERROR_CODES } from '../../../../contract/acquiring/tool-fields';
import { assertEmployees, employeeMap, notFound } from '../tool-kit/tool-refs';

export async function recordLockChange(
  db: Database,
  tenantId: string,
  customerId: number,
  employeeId: number,
  at: Date,
  content: Record<string, unknown>,
) {
  await db.insert(customerEvents).values({
    tenantId,
    customerId,
    employeeId,
    eventType: 'lock_changed',
    content,
    occurredAt: at,
  });
}

async function activeBinding(db: Database, tenantId: string, id: number) {
  const [row] = await db
    .select({ binding: lockBindings, codeName: lockCodes.name })
    .from(lockBindings)
    .innerJoin(
      lockCodes,
      and(eq(lockCodes.tenantId, lockBindings.tenantId), eq(lockCodes.id, lockBindings.lockCodeId)),
    )
    .where(and(eq(lockBindings.tenantId, tenantId), eq(lockBindings.id, id)));
  if (!row) throw notFound('绑定关系');
  if (row.binding.releasedAt) {
    throw new BusinessError(TOOL_ERROR_CODES.disabled, '该客户已解除绑定，无需重复操作');
  }
  return row;
}

export async function unbindCustomer(db: Database, tenantId: string, id: number, at: Date) {
  const { binding, codeName } = await activeBinding(db, tenantId, id);
  await db
    .update(lockBindings)
    .set({ releasedAt: at, releaseReason: 'unbind' })
    .where(
      and(
        eq(lockBindings.tenantId, tenantId),
        eq(lockBindings.id, id),
        isNull(lockBindings.releasedAt),
      ),
    );
  await recordLockChange(db, tenantId, binding.customerId, binding.employeeId, at, {
    action: 'unbind',
    code_name: codeName,
  });
}

export async function transferCustomer(
  db: Database,
  tenantId: string,
  id: number,
  employeeId: number,
  at: Date,
) {
  const { binding, codeName } = await activeBinding(db, tenantId, id);
  await assertEmployees(db, tenantId, [employeeId], '接替员工');
  if (employeeId === binding.employeeId) {
    throw new BusinessError(TOOL_ERROR_CODES.unknownReference, '接替员工与当前员工相同');
  }
  const names = await employeeMap(db, tenantId, [binding.employeeId, employeeId]);
  await db
    .update(lockBindings)
    .set({ employeeId })
    .where(and(eq(lockBindings.tenantId, tenantId), eq(lockBindings.id, id)));
  await recordLockChange(db, tenantId, binding.customerId, employeeId, at, {
    action: 'transfer',
    code_name: codeName,
    from: names.get(binding.employeeId)?.name ?? '',
    to: names.get(employeeId)?.name ?? '',
  });
}
