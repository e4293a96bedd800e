// issue #15 /shunt-code writes: create, update, on/off, delete; targets and the fallback must
// be the tenant's and usable (a deleted code or a left employee is refused by name).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ShuntCodeForm } from '../../../../contract/acquiring/shunt-code';
import type { Database } from '../../../db/database';
import { shuntCodes, shuntExposures } from '../../../db/schema/acquiring-tools';
import { newPublicKey, withUniqueName } from '../tool-kit/tool-refs';
import { findShuntCode } from './shunt-queries';
import { assertShuntTargets } from './shunt-targets';

const refsOf = (form: ShuntCodeForm) =>
  form.fallback ? [...form.targets, form.fallback] : form.targets;

export async function createShuntCode(
  db: Database,
  tenantId: string,
  form: ShuntCodeForm,
  at: Date,
) {
  await assertShuntTargets(db, tenantId, refsOf(form));
  const [row] = await withUniqueName('分流码', form.name, () =>
    db
      .insert(shuntCodes)
      .values({
        tenantId,
        name: form.name,
        state: `sh${randomBytes(10).toString('hex')}`,
        publicKey: newPublicKey(),
        config: form as unknown as Record<string, unknown>,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: shuntCodes.id }),
  );
  return { id: row?.id ?? 0 };
}

export async function updateShuntCode(
  db: Database,
  tenantId: string,
  id: number,
  form: ShuntCodeForm,
  at: Date,
) {
  await findShuntCode(db, tenantId, id);
  await assertShuntTargets(db, tenantId, refsOf(form));
  await withUniqueName('分流码', form.name, () =>
    db
      .update(shuntCodes)
      .set({
        name: form.name,
        config: form as unknown as Record<string, unknown>,
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

export async function deleteShuntCode(db: Database, tenantId: string, id: number) {
  await findShuntCode(db, tenantId, id);
  await db
    .delete(shuntExposures)
    .where(and(eq(shuntExposures.tenantId, tenantId), eq(shuntExposures.shuntCodeId, id)));
  await db.delete(shuntCodes).where(and(eq(shuntCodes.tenantId, tenantId), eq(shuntCodes.id, id)));
  return null;
}
