// issue #15 /shunt-code writes: create, update, on/off, delete; targets and the fallback must
// be the tenant's and usable (a deleted code or a left employee is refused by name).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ShuntCodeForm } from '../../../../contract/acquiring/shunt-code';
import type { Database } from '../../../db/database';
import { shuntCodes, shuntExposures } from '../../../db/schema/acquiring-tools';
import type { PlatformAdapter } from '../../../platform/adapter';
import type { PlatformWay } from '../tool-kit/tool-contact-way';
import {
  contactWayOf,
  dropContactWay,
  refreshContactWay,
  withContactWay,
} from '../tool-kit/tool-contact-way';
import { newCodeRow, withUniqueName } from '../tool-kit/tool-refs';
import { findShuntCode } from './shunt-queries';
import { assertShuntTargets } from './shunt-targets';

const refsOf = (form: ShuntCodeForm) =>
  form.fallback ? [...form.targets, form.fallback] : form.targets;

/**
 * docs/wecom.md: the employee targets (and fallback) are reached through the shunt code's own
 * contact way; channel-code and group-code targets already have theirs. No employee: no way.
 */
const employeeIdsOf = (form: ShuntCodeForm) =>
  refsOf(form).flatMap((ref) => (ref.kind === 'employee' ? [ref.ref_id] : []));

const NO_WAY: PlatformWay = { platformConfigId: '', platformQrCode: '' };

async function platformWayFor(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  form: ShuntCodeForm,
  state: string,
  current: PlatformWay,
): Promise<PlatformWay> {
  const ids = employeeIdsOf(form);
  if (ids.length === 0) {
    await dropContactWay(adapter, tenantId, current);
    return NO_WAY;
  }
  const way = await contactWayOf(db, tenantId, ids, state, true);
  return refreshContactWay(adapter, tenantId, current, way);
}

export async function createShuntCode(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  form: ShuntCodeForm,
  at: Date,
) {
  await assertShuntTargets(db, tenantId, refsOf(form));
  const state = `sh${randomBytes(10).toString('hex')}`;
  const insert = (platform: PlatformWay) =>
    withUniqueName('分流码', form.name, () =>
      db
        .insert(shuntCodes)
        .values(newCodeRow(tenantId, form, state, platform, at))
        .returning({ id: shuntCodes.id }),
    );
  const ids = employeeIdsOf(form);
  const [row] = ids.length
    ? await withContactWay(
        adapter,
        tenantId,
        await contactWayOf(db, tenantId, ids, state, true),
        insert,
      )
    : await insert(NO_WAY);
  return { id: row?.id ?? 0 };
}

export async function updateShuntCode(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  id: number,
  form: ShuntCodeForm,
  at: Date,
) {
  const code = await findShuntCode(db, tenantId, id);
  await assertShuntTargets(db, tenantId, refsOf(form));
  const platform = await platformWayFor(db, adapter, tenantId, form, code.state, code);
  await withUniqueName('分流码', form.name, () =>
    db
      .update(shuntCodes)
      .set({
        name: form.name,
        config: form as unknown as Record<string, unknown>,
        ...platform,
        cursor: 0,
        updatedAt: at,
      })
      .where(and(eq(shuntCodes.tenantId, tenantId), eq(shuntCodes.id, id))),
  );
  return { id };
}

export async function toggleShuntCode(
  db: Database,
  tenantId: string,
  id: number,
  enabled: boolean,
) {
  await findShuntCode(db, tenantId, id);
  await db
    .update(shuntCodes)
    .set({ enabled })
    .where(and(eq(shuntCodes.tenantId, tenantId), eq(shuntCodes.id, id)));
  return null;
}

export async function deleteShuntCode(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  id: number,
) {
  const code = await findShuntCode(db, tenantId, id);
  await dropContactWay(adapter, tenantId, code);
  await db
    .delete(shuntExposures)
    .where(and(eq(shuntExposures.tenantId, tenantId), eq(shuntExposures.shuntCodeId, id)));
  await db.delete(shuntCodes).where(and(eq(shuntCodes.tenantId, tenantId), eq(shuntCodes.id, id)));
  return null;
}
