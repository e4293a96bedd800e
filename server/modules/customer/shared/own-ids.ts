// issue #19 tenant isolation: ids from a body count only when they are the caller's tenant's
// (a crafted id of another tenant simply drops out), then the shared tagging applies.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { customers, tags } from '../../../db/schema/customers';
import { BusinessError } from '../../../http/http-errors';
import { createPlatformAdapter } from '../../../platform/adapter';
import { addCustomerTags } from '../customer-list/customer-tagging';

export async function ownCustomerIds(
  db: Database,
  tenantId: string,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), inArray(customers.id, [...ids])));
  return rows.map((row) => row.id);
}

/** The tag ids of this tenant; any unknown id refuses the whole request. */
export async function ownTagIds(
  db: Database,
  tenantId: string,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, unique)));
  if (rows.length !== unique.length) {
    throw new BusinessError(109102, '所选标签不存在或已被删除，请刷新后重试');
  }
  return rows.map((row) => row.id);
}

export async function tagOwnCustomers(
  db: Database,
  tenantId: string,
  customerIds: readonly number[],
  tagIds: readonly number[],
  at: Date,
): Promise<number> {
  const tagsOk = await ownTagIds(db, tenantId, tagIds);
  const own = await ownCustomerIds(db, tenantId, customerIds);
  return addCustomerTags(db, createPlatformAdapter(db), tenantId, own, tagsOk, {
    at,
    source: 'batch',
  });
}
