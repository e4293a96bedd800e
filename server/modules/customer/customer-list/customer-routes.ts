// issue #9 /customer-list: the list with its filters, the detail drawer, the timeline, batch
// add/remove tags and a customer's own tags. Ids from a body or path count only when they
// belong to the token's tenant (design.md "Tenants never mix").
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { textId } from '../../../../contract/fields';
import {
  CUSTOMER_ERROR_CODES,
  batchTagSchema,
  customerListQuerySchema,
  setCustomerTagsSchema,
} from '../../../../contract/customer/customer-list';
import type { BatchTagResult, CustomerRow } from '../../../../contract/customer/customer-list';
import { pageQuerySchema } from '../../../../contract/company/mail-list';
import { failure, success } from '../../../../contract/envelope';
import type { ListData } from '../../../../contract/envelope';
import type { RouteDeps } from '../../../http/app-deps';
import { requireAuth } from '../../../http/auth/request-auth';
import { parseBody } from '../../../http/parse-body';
import { createPlatformAdapter } from '../../../platform/adapter';
import { customerTags, customers } from '../../../db/schema/customers';
import { CUSTOMER_LIST_CODE } from '../../company/mail-list/company-codes';
import { customerBase, customerDetail, customerTimeline } from './customer-detail';
import { findCustomers } from './customer-list-query';
import { hydrateCustomers } from './customer-rows';
import { addCustomerTags, removeCustomerTags } from './customer-tagging';
import { existingTagIds } from '../tag-manage/tag-queries';

// issue #25 finding 5: digits only, within PostgreSQL's integer.
const idParams = z.object({ id: textId('客户编号') });
const notFound = () => failure(CUSTOMER_ERROR_CODES.customerNotFound, '客户不存在或已被删除');
const unknownTags = () =>
  failure(CUSTOMER_ERROR_CODES.unknownTags, '所选标签不存在或已被删除，请刷新后重试');

export function registerCustomerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const adapter = createPlatformAdapter(deps.db);
  const guarded = { config: { permission: CUSTOMER_LIST_CODE } };
  const base = '/scrm/v1/customer/customers';

  app.get(base, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const query = parseBody(customerListQuerySchema, request.query);
    const { rows, total } = await findCustomers(deps.db, tenantId, query);
    const data: ListData<CustomerRow> = {
      list: await hydrateCustomers(deps.db, tenantId, rows),
      total,
      page: query.page,
      page_size: query.page_size,
    };
    return success(data);
  });

  app.post(`${base}/batch-tags`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const body = parseBody(batchTagSchema, request.body);
    const tagIds = [...body.add_tag_ids, ...body.remove_tag_ids];
    const known = await existingTagIds(deps.db, tenantId, tagIds);
    if (tagIds.some((id) => !known.has(id))) return unknownTags();
    const owned = await deps.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), inArray(customers.id, body.customer_ids)));
    const customerIds = owned.map((row) => row.id);
    if (customerIds.length === 0) return notFound();
    const context = { at: new Date(deps.now()), source: 'batch' as const };
    const result: BatchTagResult = {
      customers: customerIds.length,
      added: await addCustomerTags(
        deps.db,
        adapter,
        tenantId,
        customerIds,
        body.add_tag_ids,
        context,
      ),
      removed: await removeCustomerTags(
        deps.db,
        adapter,
        tenantId,
        customerIds,
        body.remove_tag_ids,
        context,
      ),
    };
    return success(result);
  });

  app.get(`${base}/:id`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const detail = await customerDetail(deps.db, tenantId, parseBody(idParams, request.params).id);
    return detail ? success(detail) : notFound();
  });

  app.get(`${base}/:id/events`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { id } = parseBody(idParams, request.params);
    const { page, page_size } = parseBody(pageQuerySchema, request.query);
    if (!(await customerBase(deps.db, tenantId, id))) return notFound();
    return success(await customerTimeline(deps.db, tenantId, id, page, page_size));
  });

  app.post(`${base}/:id/tags`, guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const { id } = parseBody(idParams, request.params);
    const { tag_ids } = parseBody(setCustomerTagsSchema, request.body);
    if (!(await customerBase(deps.db, tenantId, id))) return notFound();
    const known = await existingTagIds(deps.db, tenantId, tag_ids);
    if (tag_ids.some((tagId) => !known.has(tagId))) return unknownTags();
    const current = await deps.db
      .select({ tagId: customerTags.tagId })
      .from(customerTags)
      .where(and(eq(customerTags.tenantId, tenantId), eq(customerTags.customerId, id)));
    const had = new Set(current.map((row) => row.tagId));
    const context = { at: new Date(deps.now()), source: 'manual' as const };
    const added = await addCustomerTags(
      deps.db,
      adapter,
      tenantId,
      [id],
      tag_ids.filter((tagId) => !had.has(tagId)),
      context,
    );
    const removed = await removeCustomerTags(
      deps.db,
      adapter,
      tenantId,
      [id],
      [...had].filter((tagId) => !tag_ids.includes(tagId)),
      context,
    );
    return success({ added, removed });
  });
}
