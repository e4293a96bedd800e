// issue #25 finding 8: issues a form's link for one customer of the caller's tenant, with the
// signed `cid` the public page accepts (whoever sends the link — an employee, a mass message —
// asks for it here).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CUSTOMER_ERROR_CODES } from '../../../../contract/customer/customer-list';
import { issueCustomerLink } from '../../../../contract/material/super-form/customer-link';
import { SUPERFORM_ERRORS } from '../../../../contract/material/super-form/error-codes';
import { customers } from '../../../db/schema/customers';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { signCustomerRef } from './customer-link-token';
import { sharePath } from './form-mapping';
import { findForm } from './form-queries';

export function registerCustomerLinkRoute(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, issueCustomerLink, async ({ tenantId, body }) => {
    const form = await findForm(deps.db, tenantId, body.id);
    if (!form)
      throw new BusinessError(SUPERFORM_ERRORS.notFound.code, SUPERFORM_ERRORS.notFound.msg);
    const [customer] = await deps.db
      .select({ externalUserId: customers.externalUserId })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, body.customer_id)));
    if (!customer)
      throw new BusinessError(CUSTOMER_ERROR_CODES.customerNotFound, '客户不存在或已被删除');
    const cid = signCustomerRef(deps.jwtSecret, tenantId, form.publicId, customer.externalUserId);
    return { share_path: `${sharePath(form.publicId)}?cid=${cid}`, cid };
  });
}
