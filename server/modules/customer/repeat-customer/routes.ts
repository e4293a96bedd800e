// issue #19 /repeat-customer endpoints.
import type { FastifyInstance } from 'fastify';
import {
  keepOneRelation,
  remindRepeat,
  repeatList,
  repeatSettings,
  saveRepeatSettings,
} from '../../../../contract/customer/repeat-customer';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import {
  keepOneRelation as keepOne,
  remindEmployees,
  repeatSettingsOf,
  saveRepeatSettings as save,
} from './repeat-actions';
import { listRepeats } from './repeat-queries';

export function registerRepeatCustomerRoutes(app: FastifyInstance, { db, now }: RouteDeps): void {
  registerEndpoint(app, repeatList, ({ tenantId, query }) => listRepeats(db, tenantId, query));
  registerEndpoint(app, repeatSettings, ({ tenantId }) => repeatSettingsOf(db, tenantId));
  registerEndpoint(app, saveRepeatSettings, ({ tenantId, body }) =>
    save(db, tenantId, body, new Date(now())),
  );
  registerEndpoint(app, remindRepeat, ({ tenantId, body }) =>
    remindEmployees(db, tenantId, body.customer_ids, new Date(now())),
  );
  registerEndpoint(app, keepOneRelation, ({ tenantId, body }) =>
    keepOne(db, tenantId, body.customer_ids, new Date(now())),
  );
}
