// issue #15 "Bad input and limits": every id a tool's body references must belong to the
// caller's tenant and still be usable; a left employee, a deleted tag or code is refused
// with a Chinese message naming it. Also the small helpers every tool's queries share.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { TOOL_ERROR_CODES } from '../../../../contract/acquiring/tool-fields';
import type { Ref } from '../../../../contract/acquiring/tool-fields';
import type { Database } from '../../../db/database';
import { tags } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { BusinessError } from '../../../http/http-errors';

/** The unguessable key of a public URL (/s/k/, /s/s/, /s/g/, /l/). */
export const newPublicKey = () => randomBytes(16).toString('hex');

/**
 * The insert row of a new code (lock, shunt, group): name and scan state, a new public key, the
 * form as its stored config, the platform's handles on it and the times.
 */
export function newCodeRow<P extends object>(
  tenantId: string,
  form: { readonly name: string },
  state: string,
  platform: P,
  at: Date,
) {
  return {
    tenantId,
    name: form.name,
    state,
    publicKey: newPublicKey(),
    config: form as unknown as Record<string, unknown>,
    ...platform,
    createdAt: at,
    updatedAt: at,
  };
}

export function notFound(label: string): BusinessError {
  return new BusinessError(TOOL_ERROR_CODES.notFound, `${label}不存在或已被删除`);
}

/** Employees of the tenant by id (left ones included, so history still names them). */
export async function employeeMap(db: Database, tenantId: string, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Ref & { active: boolean; userId: string }>();
  const rows = await db
    .select({
      id: employees.id,
      name: employees.name,
      status: employees.status,
      userId: employees.platformUserId,
    })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, [...new Set(ids)])));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, active: row.status === 1, userId: row.userId },
    ]),
  );
}

/** Refuses ids that are not the tenant's active employees, naming the first one. */
export async function assertEmployees(
  db: Database,
  tenantId: string,
  ids: readonly number[],
  label: string,
): Promise<void> {
  const found = await employeeMap(db, tenantId, ids);
  for (const id of ids) {
    const employee = found.get(id);
    if (!employee) {
      throw new BusinessError(TOOL_ERROR_CODES.unknownReference, `${label}不存在（编号${id}）`);
    }
    if (!employee.active) {
      throw new BusinessError(
        TOOL_ERROR_CODES.unknownReference,
        `${label}「${employee.name}」已离职，请重新选择`,
      );
    }
  }
}

export async function assertTags(db: Database, tenantId: string, ids: readonly number[]) {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, [...new Set(ids)])));
  const known = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) {
    throw new BusinessError(TOOL_ERROR_CODES.unknownReference, `客户标签不存在（编号${missing}）`);
  }
}

/** A unique-name violation becomes the tool's Chinese message. */
export async function withUniqueName<T>(label: string, name: string, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    const text = String((error as { cause?: unknown }).cause ?? error);
    if (/unique|duplicate/i.test(text) && /name/i.test(text)) {
      throw new BusinessError(
        TOOL_ERROR_CODES.nameTaken,
        `${label}「${name}」已存在，请换一个名称`,
      );
    }
    throw error;
  }
}

/** The China days from `from` to `to` inclusive (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`);) {
    days.push(new Date(time).toISOString().slice(0, 10));
    time += 86_400_000;
  }
  return days;
}

export const ratio = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0;
