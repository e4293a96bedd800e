// issue #19 /custom-info: field definitions (system fields made on first read), names unique
// per tenant, options unique and non-empty (contract schema), and each customer's values
// checked against their field's type before anything is written.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  CUSTOM_FIELD_ERRORS,
  SYSTEM_FIELDS,
  fieldValueError,
} from '../../../../contract/customer/custom-info';
import type {
  CustomFieldBody,
  CustomFieldRow,
  CustomerFieldValue,
  FieldType,
  FieldValue,
} from '../../../../contract/customer/custom-info';
import type { Database } from '../../../db/database';
import { customFields, customerFieldValues } from '../../../db/schema/customer-ops';
import { customers } from '../../../db/schema/customers';
import { BusinessError } from '../../../http/http-errors';

type FieldRecord = typeof customFields.$inferSelect;

export function toFieldRow(row: FieldRecord, filled = 0): CustomFieldRow {
  return {
    id: row.id,
    name: row.name,
    type: row.type as FieldType,
    options: row.options,
    sort_order: row.sortOrder,
    required: row.required,
    show_in_list: row.showInList,
    show_in_detail: row.showInDetail,
    show_in_sidebar: row.showInSidebar,
    enabled: row.enabled,
    system_key: row.systemKey,
    filled,
  };
}

/** The [OS] fixed fields exist for every tenant (made once, idempotent). */
export async function ensureSystemFields(db: Database, tenantId: string): Promise<void> {
  await db
    .insert(customFields)
    .values(
      SYSTEM_FIELDS.map((field, index) => ({
        tenantId,
        name: field.name,
        type: field.type,
        systemKey: field.key,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}

export async function listFields(
  db: Database,
  tenantId: string,
  onlyEnabled = false,
): Promise<CustomFieldRow[]> {
  await ensureSystemFields(db, tenantId);
  const rows = await db
    .select()
    .from(customFields)
    .where(
      and(
        eq(customFields.tenantId, tenantId),
        onlyEnabled ? eq(customFields.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(customFields.sortOrder), asc(customFields.id));
  const counts = await db
    .select({ fieldId: customerFieldValues.fieldId, n: count() })
    .from(customerFieldValues)
    .where(eq(customerFieldValues.tenantId, tenantId))
    .groupBy(customerFieldValues.fieldId);
  const filled = new Map(counts.map((row) => [row.fieldId, row.n]));
  return rows.map((row) => toFieldRow(row, filled.get(row.id) ?? 0));
}

async function fieldOf(db: Database, tenantId: string, id: number): Promise<FieldRecord> {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.tenantId, tenantId), eq(customFields.id, id)));
  if (!row) throw new BusinessError(CUSTOM_FIELD_ERRORS.notFound, '字段不存在或已被删除');
  return row;
}

async function assertNameFree(db: Database, tenantId: string, name: string, id?: number) {
  const [clash] = await db
    .select({ id: customFields.id })
    .from(customFields)
    .where(and(eq(customFields.tenantId, tenantId), eq(customFields.name, name)));
  if (clash && clash.id !== id) {
    throw new BusinessError(CUSTOM_FIELD_ERRORS.nameTaken, `字段名称「${name}」已存在`);
  }
}

const columnsOf = (body: CustomFieldBody) => ({
  name: body.name,
  type: body.type,
  options:
    body.type === 'radio' || body.type === 'checkbox' || body.type === 'select' ? body.options : [],
  required: body.required,
  showInList: body.show_in_list,
  showInDetail: body.show_in_detail,
  showInSidebar: body.show_in_sidebar,
  enabled: body.enabled,
});

export async function createField(db: Database, tenantId: string, body: CustomFieldBody) {
  await ensureSystemFields(db, tenantId);
  await assertNameFree(db, tenantId, body.name);
  const [last] = await db
    .select({ max: sql<number>`coalesce(max(${customFields.sortOrder}), -1)::int` })
    .from(customFields)
    .where(eq(customFields.tenantId, tenantId));
  const [row] = await db
    .insert(customFields)
    .values({ tenantId, ...columnsOf(body), sortOrder: (last?.max ?? -1) + 1 })
    .returning({ id: customFields.id });
  return { id: row?.id ?? 0 };
}

export async function updateField(
  db: Database,
  tenantId: string,
  id: number,
  body: CustomFieldBody,
) {
  const field = await fieldOf(db, tenantId, id);
  // A system field keeps its name and type; only its display rules change ([OS]).
  const next = field.systemKey
    ? { ...columnsOf({ ...body, name: field.name, type: field.type as FieldType }) }
    : columnsOf(body);
  if (!field.systemKey) await assertNameFree(db, tenantId, body.name, id);
  await db
    .update(customFields)
    .set(next)
    .where(and(eq(customFields.tenantId, tenantId), eq(customFields.id, id)));
  return { id };
}

export async function deleteField(db: Database, tenantId: string, id: number): Promise<null> {
  const field = await fieldOf(db, tenantId, id);
  if (field.systemKey) {
    throw new BusinessError(CUSTOM_FIELD_ERRORS.systemField, '系统字段不能删除，可以停用');
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(customerFieldValues)
      .where(and(eq(customerFieldValues.tenantId, tenantId), eq(customerFieldValues.fieldId, id)));
    await tx
      .delete(customFields)
      .where(and(eq(customFields.tenantId, tenantId), eq(customFields.id, id)));
  });
  return null;
}

export async function reorderFields(db: Database, tenantId: string, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(customFields)
        .set({ sortOrder: index })
        .where(and(eq(customFields.tenantId, tenantId), eq(customFields.id, id)));
    }
  });
  return null;
}

async function assertCustomer(db: Database, tenantId: string, customerId: number) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  if (!row) throw new BusinessError(109101, '客户不存在或已被删除');
}

export async function customerValues(
  db: Database,
  tenantId: string,
  customerId: number,
): Promise<CustomerFieldValue[]> {
  await assertCustomer(db, tenantId, customerId);
  const fields = await listFields(db, tenantId, true);
  // Read as JSON text and parsed here: drizzle's jsonb mapping JSON.parses a string value
  // again, turning a phone number "13912345678" into a number.
  const values = await db
    .select({
      fieldId: customerFieldValues.fieldId,
      json: sql<string>`${customerFieldValues.value}::text`,
    })
    .from(customerFieldValues)
    .where(
      and(
        eq(customerFieldValues.tenantId, tenantId),
        eq(customerFieldValues.customerId, customerId),
      ),
    );
  const byField = new Map(values.map((row) => [row.fieldId, JSON.parse(row.json) as FieldValue]));
  return fields.map((field) => ({ field, value: byField.get(field.id) ?? null }));
}

const isEmpty = (value: unknown) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Writes a customer's values: every value is checked against its field first (all or
 * nothing); an empty value clears the field, refused when the field is required.
 */
export async function saveValues(
  db: Database,
  tenantId: string,
  customerId: number,
  values: readonly { field_id: number; value: FieldValue | null }[],
  options: { at: Date; skipRequired?: boolean },
): Promise<null> {
  await assertCustomer(db, tenantId, customerId);
  const ids = [...new Set(values.map((item) => item.field_id))];
  if (ids.length === 0) return null;
  const fields = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.tenantId, tenantId), inArray(customFields.id, ids)));
  const byId = new Map(fields.map((field) => [field.id, field]));
  for (const item of values) {
    const field = byId.get(item.field_id);
    if (!field) throw new BusinessError(CUSTOM_FIELD_ERRORS.notFound, '字段不存在或已被删除');
    if (isEmpty(item.value)) {
      if (field.required && !options.skipRequired) {
        throw new BusinessError(CUSTOM_FIELD_ERRORS.invalidValue, `${field.name}为必填项`);
      }
      continue;
    }
    const error = fieldValueError(toFieldRow(field), item.value);
    if (error) throw new BusinessError(CUSTOM_FIELD_ERRORS.invalidValue, error);
  }
  await db.transaction(async (tx) => {
    for (const item of values) {
      const where = and(
        eq(customerFieldValues.tenantId, tenantId),
        eq(customerFieldValues.customerId, customerId),
        eq(customerFieldValues.fieldId, item.field_id),
      );
      if (isEmpty(item.value)) {
        await tx.delete(customerFieldValues).where(where);
        continue;
      }
      // Bound as JSON text and cast: a bare string such as a phone number would otherwise be
      // read by PostgreSQL as a JSON number.
      const value = sql`${JSON.stringify(
        typeof item.value === 'string' ? item.value.trim() : item.value,
      )}::jsonb`;
      await tx
        .insert(customerFieldValues)
        .values({ tenantId, customerId, fieldId: item.field_id, value, updatedAt: options.at })
        .onConflictDoUpdate({
          target: [
            customerFieldValues.tenantId,
            customerFieldValues.customerId,
            customerFieldValues.fieldId,
          ],
          set: { value, updatedAt: options.at },
        });
    }
  });
  return null;
}

/** The super form's "sync to customer profile" (issue #19): phone / birthday → system fields. */
export async function syncProfileFields(
  db: Database,
  tenantId: string,
  customerId: number,
  profile: Readonly<Record<string, string>>,
  at: Date,
): Promise<boolean> {
  await ensureSystemFields(db, tenantId);
  const keys = Object.keys(profile).filter((key) => profile[key]);
  if (keys.length === 0) return false;
  const fields = await db
    .select({ id: customFields.id, key: customFields.systemKey })
    .from(customFields)
    .where(and(eq(customFields.tenantId, tenantId), inArray(customFields.systemKey, keys)));
  // A value the field refuses (an odd phone format) is left out, never failing the submission.
  const values = fields
    .map((field) => ({ field, value: profile[field.key] ?? '' }))
    .filter(({ field, value }) => {
      const type = SYSTEM_FIELDS.find((each) => each.key === field.key)?.type ?? 'text';
      return fieldValueError({ name: '', type, options: [] }, value) === null;
    })
    .map(({ field, value }) => ({ field_id: field.id, value }));
  await saveValues(db, tenantId, customerId, values, { at, skipRequired: true });
  return values.length > 0;
}
