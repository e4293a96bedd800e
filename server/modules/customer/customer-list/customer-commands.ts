// issue #9 /customer-list writes: batch add/remove tags on the selected customers, and one
// customer's tags replaced as a whole. Ids from a body or path count only when they belong to
// the token's tenant (docs/conventions.md "Tenants never mix"); failures are thrown (issue #12).
import { and, eq, inArray } from 'drizzle-orm';
import { CUSTOMER_ERROR_CODES } from '../../../../contract/customer/customer-list';
import type {
  BatchTagBody,
  BatchTagResult,
  SetCustomerTagsBody,
} from '../../../../contract/customer/customer-list';
import type { Database } from '../../../db/database';
import { customerTags, customers } from '../../../db/schema/customers';
import { BusinessError } from '../../../http/http-errors';
import type { PlatformAdapter } from '../../../platform/adapter';
import { existingTagIds } from '../tag-manage/tag-queries';
import { customerBase } from './customer-detail';
import { addCustomerTags, removeCustomerTags } from './customer-tagging';

export const customerNotFound = () =>
  new BusinessError(CUSTOMER_ERROR_CODES.customerNotFound, '客户不存在或已被删除');
const unknownTags = () =>
  new BusinessError(CUSTOMER_ERROR_CODES.unknownTags, '所选标签不存在或已被删除，请刷新后重试');

async function requireKnownTags(db: Database, tenantId: string, tagIds: readonly number[]) {
  const known = await existingTagIds(db, tenantId, [...tagIds]);
  if (tagIds.some((id) => !known.has(id))) throw unknownTags();
}

export async function batchTagCustomers(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  body: BatchTagBody,
  at: Date,
): Promise<BatchTagResult> {
  await requireKnownTags(db, tenantId, [...body.add_tag_ids, ...body.remove_tag_ids]);
  const owned = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), inArray(customers.id, body.customer_ids)));
  const customerIds = owned.map((row) => row.id);
  if (customerIds.length === 0) throw customerNotFound();
  const context = { at, source: 'batch' as const };
  return {
    customers: customerIds.length,
    added: await addCustomerTags(db, adapter, tenantId, customerIds, body.add_tag_ids, context),
    removed: await removeCustomerTags(
      db,
      adapter,
      tenantId,
      customerIds,
      body.remove_tag_ids,
      context,
    ),
  };
}

export async function setCustomerTags(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  id: number,
  { tag_ids }: SetCustomerTagsBody,
  at: Date,
): Promise<{ added: number; removed: number }> {
  if (!(await customerBase(db, tenantId, id))) throw customerNotFound();
  await requireKnownTags(db, tenantId, tag_ids);
  const current = await db
    .select({ tagId: customerTags.tagId })
    .from(customerTags)
    .where(and(eq(customerTags.tenantId, tenantId), eq(customerTags.customerId, id)));
  const had = new Set(current.map((row) => row.tagId));
  const context = { at, source: 'manual' as const };
  const added = await addCustomerTags(
    db,
    adapter,
    tenantId,
    [id],
    tag_ids.filter((tagId) => !had.has(tagId)),
    context,
  );
  const removed = await removeCustomerTags(
    db,
    adapter,
    tenantId,
    [id],
    [...had].filter((tagId) => !tag_ids.includes(tagId)),
    context,
  );
  return { added, removed };
}
