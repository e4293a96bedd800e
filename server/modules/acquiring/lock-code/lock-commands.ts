// issue #15 /lock-code writes: create, update, on/off and delete. Every employee (staff,
// schedules, backups, successor) and tag must be the tenant's and usable.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LockCodeForm } from '../../../../contract/acquiring/lock-code';
import type { Database } from '../../../db/database';
import { lockBindings, lockCodes, lockScans } from '../../../db/schema/acquiring-tools';
import type { PlatformAdapter } from '../../../platform/adapter';
import {
  contactWayOf,
  dropContactWay,
  refreshContactWay,
  withContactWay,
} from '../tool-kit/tool-contact-way';
import { assertEmployees, assertTags, newCodeRow, withUniqueName } from '../tool-kit/tool-refs';
import { findLockCode } from './lock-queries';

async function checkRefs(db: Database, tenantId: string, form: LockCodeForm) {
  await assertEmployees(db, tenantId, form.employee_ids, '使用员工');
  await assertEmployees(
    db,
    tenantId,
    form.schedules.flatMap((row) => row.employee_ids),
    '排班员工',
  );
  await assertEmployees(db, tenantId, form.backup_employee_ids, '备用员工');
  if (form.on_leave === 'successor' && form.successor_employee_id) {
    await assertEmployees(db, tenantId, [form.successor_employee_id], '接替员工');
  }
  await assertTags(db, tenantId, form.tag_ids);
}

/** The contact way routes to every employee the code may pick (docs/wecom.md). */
const wayOf = (db: Database, tenantId: string, form: LockCodeForm, state: string) =>
  contactWayOf(
    db,
    tenantId,
    [
      ...form.employee_ids,
      ...form.schedules.flatMap((row) => row.employee_ids),
      ...form.backup_employee_ids,
    ],
    state,
    form.auto_accept,
  );

export async function createLockCode(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  form: LockCodeForm,
  at: Date,
) {
  await checkRefs(db, tenantId, form);
  const state = `lk${randomBytes(10).toString('hex')}`;
  const way = await wayOf(db, tenantId, form, state);
  const [row] = await withContactWay(adapter, tenantId, way, (platform) =>
    withUniqueName('锁客码', form.name, () =>
      db
        .insert(lockCodes)
        .values(newCodeRow(tenantId, form, state, platform, at))
        .returning({ id: lockCodes.id }),
    ),
  );
  return { id: row?.id ?? 0 };
}

export async function updateLockCode(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  id: number,
  form: LockCodeForm,
  at: Date,
) {
  const code = await findLockCode(db, tenantId, id);
  await checkRefs(db, tenantId, form);
  const platform = await refreshContactWay(
    adapter,
    tenantId,
    code,
    await wayOf(db, tenantId, form, code.state),
  );
  await withUniqueName('锁客码', form.name, () =>
    db
      .update(lockCodes)
      .set({
        name: form.name,
        config: form as unknown as Record<string, unknown>,
        ...platform,
        updatedAt: at,
      })
      .where(and(eq(lockCodes.tenantId, tenantId), eq(lockCodes.id, id))),
  );
  return { id };
}

export async function toggleLockCode(db: Database, tenantId: string, id: number, enabled: boolean) {
  await findLockCode(db, tenantId, id);
  await db
    .update(lockCodes)
    .set({ enabled })
    .where(and(eq(lockCodes.tenantId, tenantId), eq(lockCodes.id, id)));
  return null;
}

export async function deleteLockCode(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  id: number,
) {
  const code = await findLockCode(db, tenantId, id);
  await dropContactWay(adapter, tenantId, code);
  await db
    .delete(lockBindings)
    .where(and(eq(lockBindings.tenantId, tenantId), eq(lockBindings.lockCodeId, id)));
  await db
    .delete(lockScans)
    .where(and(eq(lockScans.tenantId, tenantId), eq(lockScans.lockCodeId, id)));
  await db.delete(lockCodes).where(and(eq(lockCodes.tenantId, tenantId), eq(lockCodes.id, id)));
  return null;
}
