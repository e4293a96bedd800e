// issue #9 /customer-list: the list with its filters, the detail drawer, the timeline, batch
// add/remove tags and a customer's own tags, registered against contract/customer/
// customer-list.ts (issue #12). Every read is scoped by the token's tenant.
import type { FastifyInstance } from 'fastify';
import * as endpoints from '../../../../contract/customer/customer-list';
import type { RouteDeps } from '../../../http/app-deps';
import { customerInScope } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { createPlatformAdapter } from '../../../platform/adapter';
import { batchTagCustomers, customerNotFound, setCustomerTags } from './customer-commands';
import { customerBase, customerDetail, customerTimeline } from './customer-detail';
import { findCustomers } from './customer-list-query';
import { hydrateCustomers } from './customer-rows';

export function registerCustomerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const adapter = createPlatformAdapter(db);

  // issue #41: a customer outside the reader's data scope is answered as not found.
  const assertInScope = async (tenantId: string, scope: DataScope, id: number) => {
    if (!(await customerInScope(db, tenantId, scope, id))) throw customerNotFound();
  };

  registerEndpoint(app, endpoints.customerList, async ({ tenantId, query, scope }) => {
    const { rows, total } = await findCustomers(db, tenantId, query, scope, new Date(deps.now()));
    return {
      list: await hydrateCustomers(db, tenantId, rows),
      total,
      page: query.page,
      page_size: query.page_size,
    };
  });
  registerEndpoint(app, endpoints.batchTagCustomers, async ({ tenantId, body, scope }) => {
    for (const id of body.customer_ids) await assertInScope(tenantId, scope, id);
    return batchTagCustomers(db, adapter, tenantId, body, new Date(deps.now()));
  });
  registerEndpoint(app, endpoints.customerDetailRead, async ({ tenantId, params, scope }) => {
    await assertInScope(tenantId, scope, params.id);
    const detail = await customerDetail(db, tenantId, params.id);
    if (!detail) throw customerNotFound();
    return detail;
  });
  registerEndpoint(app, endpoints.customerEvents, async ({ tenantId, params, query, scope }) => {
    await assertInScope(tenantId, scope, params.id);
    if (!(await customerBase(db, tenantId, params.id))) throw customerNotFound();
    return customerTimeline(db, tenantId, params.id, query.page, query.page_size);
  });
  registerEndpoint(app, endpoints.setCustomerTags, async ({ tenantId, params, body, scope }) => {
    await assertInScope(tenantId, scope, params.id);
    return setCustomerTags(db, adapter, tenantId, params.id, body, new Date(deps.now()));
  });
}
