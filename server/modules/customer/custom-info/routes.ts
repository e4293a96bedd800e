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
import { registerEndpoint } from '../../../http/endpoint-routes';
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
  registerEndpoint(app, customerFieldValues, ({ tenantId, params }) =>
    customerValues(db, tenantId, params.id),
  );
  registerEndpoint(app, saveCustomerFieldValues, ({ tenantId, params, body }) =>
    saveValues(db, tenantId, params.id, body.values, { at: new Date(now()) }),
  );
}
