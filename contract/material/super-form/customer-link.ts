// issue #25 finding 8: a public form's `?cid=` names the customer a link was sent to. It is a
// token signed by the server when the link is issued (for one tenant, form and customer), so
// a visitor cannot attribute a submission to a customer by guessing an external user id.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../../endpoint';
import { bodyId } from '../../fields';

export interface CustomerLink {
  /** `/p/<public_id>?cid=<token>`: this server's path of the form, for that customer. */
  readonly share_path: string;
  readonly cid: string;
}

export const issueCustomerLink = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/superform/form/customer-link',
  permission: page('/super-form'),
  body: z.object({ id: bodyId('表单编号'), customer_id: bodyId('客户编号') }),
  response: responseOf<CustomerLink>(),
});
