// issue #19 /custom-info endpoints, and the customer detail's field values (read and edit).
import type { FastifyInstance } from 'fastify';
import {
  activeCustomFields,
  createCustomField,
  customerFieldValues,
  deleteCustomField,
  listCustomFields,
  reorderCustomFields,
  saveCustomerFieldValues,
  updateCustomField,
} from '../../../../contract/customer/custom-info';
import type { RouteDeps } from '../../../http/app-deps';
import { customerInScope } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { customerNotFound } from '../customer-list/customer-commands';
import {
  createField,
  customerValues,
  deleteField,
  listFields,
  reorderFields,
  saveValues,
  updateField,
} from './custom-fields';

export function registerCustomInfoRoutes(app: FastifyInstance, { db, now }: RouteDeps): void {
  registerEndpoint(app, listCustomFields, ({ tenantId }) => listFields(db, tenantId));
  registerEndpoint(app, activeCustomFields, ({ tenantId }) => listFields(db, tenantId, true));
  registerEndpoint(app, createCustomField, ({ tenantId, body }) => createField(db, tenantId, body));
  registerEndpoint(app, updateCustomField, ({ tenantId, params, body }) =>
    updateField(db, tenantId, params.id, body),
  );
  registerEndpoint(app, deleteCustomField, ({ tenantId, params }) =>
    deleteField(db, tenantId, params.id),
  );
  registerEndpoint(app, reorderCustomFields, ({ tenantId, body }) =>
    reorderFields(db, tenantId, body.ids),
  );
  // issue #41: a customer outside the user's data scope is answered as not found.
  const assertInScope = async (tenantId: string, scope: DataScope, id: number) => {
    if (!(await customerInScope(db, tenantId, scope, id))) throw customerNotFound();
  };
  registerEndpoint(app, customerFieldValues, async ({ tenantId, params, scope }) => {
    await assertInScope(tenantId, scope, params.id);
    return customerValues(db, tenantId, params.id);
  });
  registerEndpoint(app, saveCustomerFieldValues, async ({ tenantId, params, body, scope }) => {
    await assertInScope(tenantId, scope, params.id);
    return saveValues(db, tenantId, params.id, body.values, { at: new Date(now()) });
  });
}
