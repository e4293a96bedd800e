// The tenant's forms (issue #7). Every query is scoped by the tenant of the verified token
// (docs/conventions.md "Tenants never mix"); an id of another tenant is simply not found.
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FormInput, FormStatus } from '../../../../contract/material/super-form/form-schema';
import type { Database } from '../../../db/database';
import { superforms } from '../../../db/schema/superform';
import type { FormRow } from './form-mapping';
import { inputToColumns, newPublicId } from './form-mapping';
import { containsPattern, offsetOf } from '../../../db/list-query';

export interface FormListFilter {
  readonly page: number;
  readonly pageSize: number;
  readonly title?: string;
  readonly formStatus?: FormStatus;
}

export async function listForms(db: Database, tenantId: string, filter: FormListFilter) {
  const conditions = [eq(superforms.tenantId, tenantId)];
  if (filter.formStatus !== undefined)
    conditions.push(eq(superforms.formStatus, filter.formStatus));
  if (filter.title) conditions.push(ilike(superforms.title, containsPattern(filter.title.trim())));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(superforms).where(where);
  const rows = await db
    .select()
    .from(superforms)
    .where(where)
    .orderBy(desc(superforms.createdAt), desc(superforms.id))
    .limit(filter.pageSize)
    .offset(offsetOf({ page: filter.page, page_size: filter.pageSize }));
  return { rows, total: total?.value ?? 0 };
}

export async function findForm(
  db: Database,
  tenantId: string,
  id: number,
): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(superforms)
    .where(and(eq(superforms.tenantId, tenantId), eq(superforms.id, id)));
  return row;
}

export async function findFormByPublicId(
  db: Database,
  publicId: string,
): Promise<FormRow | undefined> {
  const [row] = await db.select().from(superforms).where(eq(superforms.publicId, publicId));
  return row;
}

export async function insertForm(
  db: Database,
  tenantId: string,
  userId: number | null,
  input: FormInput,
  publicId: string = newPublicId(),
): Promise<FormRow> {
  const [row] = await db
    .insert(superforms)
    .values({ tenantId, publicId, createdBy: userId, ...inputToColumns(input) })
    .returning();
  if (!row) throw new Error('insert superform returned no row');
  return row;
}

export async function updateForm(
  db: Database,
  tenantId: string,
  id: number,
  input: FormInput,
): Promise<FormRow | undefined> {
  const [row] = await db
    .update(superforms)
    .set({ ...inputToColumns(input), updatedAt: sql`now()` })
    .where(and(eq(superforms.tenantId, tenantId), eq(superforms.id, id)))
    .returning();
  return row;
}

/** Moves a form to `to` when its status is one of `from`; false when it was not. */
export async function changeFormStatus(
  db: Database,
  tenantId: string,
  id: number,
  from: readonly FormStatus[],
  to: FormStatus,
): Promise<boolean> {
  const rows = await db
    .update(superforms)
    .set({ formStatus: to, updatedAt: sql`now()` })
    .where(
      and(
        eq(superforms.tenantId, tenantId),
        eq(superforms.id, id),
        inArray(superforms.formStatus, [...from]),
      ),
    )
    .returning({ id: superforms.id });
  return rows.length > 0;
}

export async function deleteForm(db: Database, tenantId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(superforms)
    .where(and(eq(superforms.tenantId, tenantId), eq(superforms.id, id)))
    .returning({ id: superforms.id });
  return rows.length > 0;
}
