// issue #15 /lock-code: a scan of a lock code. A customer with a live binding (this code, or
// any code when the binding's scope is the tenant) goes to the bound employee even outside
// the schedule ("rescans kept by lock"); if that employee left, the binding moves to the
// successor or back to the pool. Everyone else is routed by schedule to the on-duty
// employee with the fewest live bindings (then the backups), added through the sandbox
// platform and bound for lock_days (0: permanent).
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { LockCodeForm } from '../../../../contract/acquiring/lock-code';
import type { Database } from '../../../db/database';
import { lockBindings, lockCodes, lockScans } from '../../../db/schema/acquiring-tools';
import { customers } from '../../../db/schema/customers';
import type { PlatformAdapter } from '../../../platform/adapter';
import { simulateScan } from '../../../platform/sandbox/simulate-scan';
import { addCustomerTags } from '../../customer/customer-list/customer-tagging';
import { applyPlatformEvent } from '../../customer/customer-list/platform-events';
import { instantInWindow } from '../../../../contract/time-window';
import { employeeMap } from '../tool-kit/tool-refs';
import { recordLockChange } from './lock-bindings';

export type LockScanOutcome =
  | {
      readonly ok: true;
      readonly codeName: string;
      readonly customerName: string;
      readonly employeeName: string;
      /** 'kept': a rescan routed to the bound employee; 'new': routed by schedule. */
      readonly reason: 'kept' | 'new';
      readonly expiresAt: Date | null;
    }
  | {
      readonly ok: false;
      readonly problem: 'not_found' | 'disabled' | 'no_employee';
      readonly codeName?: string;
    };

/** Employees on duty at `at` by the code's schedule (or its plain list), in order. */
export function lockOnDuty(config: LockCodeForm, at: Date): number[] {
  if (!config.schedule_enable) return [...new Set(config.employee_ids)];
  return [
    ...new Set(
      config.schedules
        .filter((row) =>
          instantInWindow(at, { start: row.start_time, end: row.end_time, weekdays: row.weekdays }),
        )
        .flatMap((row) => row.employee_ids),
    ),
  ];
}

/** Releases every binding of the tenant whose time is up (idempotent; run before reads). */
export async function releaseExpiredBindings(db: Database, tenantId: string, at: Date) {
  await db
    .update(lockBindings)
    .set({ releasedAt: sql`${lockBindings.expiresAt}`, releaseReason: 'expired' })
    .where(
      and(
        eq(lockBindings.tenantId, tenantId),
        isNull(lockBindings.releasedAt),
        lte(lockBindings.expiresAt, at),
      ),
    );
}

/** The live binding of a customer that a scan of `code` must respect. */
async function liveBinding(
  db: Database,
  tenantId: string,
  codeId: number,
  customerId: number,
  at: Date,
) {
  const [binding] = await db
    .select()
    .from(lockBindings)
    .where(
      and(
        eq(lockBindings.tenantId, tenantId),
        eq(lockBindings.customerId, customerId),
        isNull(lockBindings.releasedAt),
        or(isNull(lockBindings.expiresAt), gt(lockBindings.expiresAt, at)),
        or(eq(lockBindings.lockCodeId, codeId), eq(lockBindings.scope, 'tenant')),
      ),
    )
    .limit(1);
  return binding;
}

async function liveCounts(db: Database, tenantId: string, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: lockBindings.employeeId, n: sql<number>`count(*)::int` })
    .from(lockBindings)
    .where(
      and(
        eq(lockBindings.tenantId, tenantId),
        isNull(lockBindings.releasedAt),
        inArray(lockBindings.employeeId, [...ids]),
      ),
    )
    .groupBy(lockBindings.employeeId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

export interface LockScanInput {
  readonly publicKey: string;
  /** The sandbox customer's external_userid (a rescan from the same visitor keeps it). */
  readonly externalUserId: string;
  readonly nickname?: string;
  readonly at: Date;
}

export async function handleLockScan(
  db: Database,
  adapter: PlatformAdapter,
  input: LockScanInput,
): Promise<LockScanOutcome> {
  const [code] = await db.select().from(lockCodes).where(eq(lockCodes.publicKey, input.publicKey));
  if (!code) return { ok: false, problem: 'not_found' };
  if (!code.enabled) return { ok: false, problem: 'disabled', codeName: code.name };
  const { tenantId } = code;
  const config = code.config as unknown as LockCodeForm;
  const { at } = input;
  await releaseExpiredBindings(db, tenantId, at);

  const [known] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(eq(customers.tenantId, tenantId), eq(customers.externalUserId, input.externalUserId)),
    );
  let binding = known ? await liveBinding(db, tenantId, code.id, known.id, at) : undefined;
  if (binding) {
    const staff = await employeeMap(db, tenantId, [binding.employeeId]);
    if (!staff.get(binding.employeeId)?.active) {
      // The bound employee left: to the successor, or back to the pool (issue #15).
      const successor = config.on_leave === 'successor' ? config.successor_employee_id : null;
      const next = successor
        ? (await employeeMap(db, tenantId, [successor])).get(successor)
        : undefined;
      if (next?.active) {
        await db
          .update(lockBindings)
          .set({ employeeId: next.id })
          .where(and(eq(lockBindings.tenantId, tenantId), eq(lockBindings.id, binding.id)));
        binding = { ...binding, employeeId: next.id };
      } else {
        await db
          .update(lockBindings)
          .set({ releasedAt: at, releaseReason: 'employee_left' })
          .where(and(eq(lockBindings.tenantId, tenantId), eq(lockBindings.id, binding.id)));
        binding = undefined;
      }
    }
  }

  let employeeId: number | undefined = binding?.employeeId;
  if (employeeId === undefined) {
    const pools = [lockOnDuty(config, at), [...new Set(config.backup_employee_ids)]];
    const staff = await employeeMap(db, tenantId, pools.flat());
    for (const pool of pools) {
      const usable = pool.filter((id) => staff.get(id)?.active);
      const load = await liveCounts(db, tenantId, usable);
      employeeId = usable.reduce<number | undefined>(
        (best, id) =>
          best === undefined || (load.get(id) ?? 0) < (load.get(best) ?? 0) ? id : best,
        undefined,
      );
      if (employeeId !== undefined) break;
    }
  }
  const employee =
    employeeId === undefined
      ? undefined
      : (await employeeMap(db, tenantId, [employeeId])).get(employeeId);
  if (!employee) return { ok: false, problem: 'no_employee', codeName: code.name };

  const event = simulateScan({
    userId: employee.userId,
    state: code.state,
    nickname: input.nickname,
    at,
  });
  const contact = { ...event.contact, externalUserId: input.externalUserId };
  const applied = await applyPlatformEvent(
    db,
    tenantId,
    { ...event, contact },
    {
      route_reason: binding ? 'lock' : 'schedule',
      lock_code_id: code.id,
    },
  );
  if (!applied) return { ok: false, problem: 'no_employee', codeName: code.name };

  let expiresAt = binding?.expiresAt ?? null;
  if (binding) {
    await db
      .update(lockBindings)
      .set({ rescans: sql`${lockBindings.rescans} + 1` })
      .where(and(eq(lockBindings.tenantId, tenantId), eq(lockBindings.id, binding.id)));
  } else {
    expiresAt =
      config.lock_days > 0 ? new Date(at.getTime() + config.lock_days * 86_400_000) : null;
    await db.insert(lockBindings).values({
      tenantId,
      lockCodeId: code.id,
      customerId: applied.customerId,
      employeeId: employee.id,
      scope: config.lock_scope,
      boundAt: at,
      expiresAt,
    });
    await addCustomerTags(db, adapter, tenantId, [applied.customerId], config.tag_ids, {
      at,
      source: 'channel_code',
      employeeId: employee.id,
      channelCodeId: null,
    });
    await recordLockChange(db, tenantId, applied.customerId, employee.id, at, {
      action: 'bound',
      code_name: code.name,
    });
  }
  await db.insert(lockScans).values({
    tenantId,
    lockCodeId: code.id,
    kind: binding ? 'kept' : 'new',
    employeeId: employee.id,
    occurredAt: at,
  });
  return {
    ok: true,
    codeName: code.name,
    customerName: contact.name,
    employeeName: employee.name,
    reason: binding ? 'kept' : 'new',
    expiresAt,
  };
}
