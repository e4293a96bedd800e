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
import { customerInScope } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import type { Database } from '../../../db/database';
import { registerEndpoint } from '../../../http/endpoint-routes';
import {
  keepOneRelation as keepOne,
  remindEmployees,
  repeatSettingsOf,
  saveRepeatSettings as save,
} from './repeat-actions';
import { listRepeats } from './repeat-queries';

/** issue #41: only customers in the user's scope are reminded about or trimmed. */
async function inScope(db: Database, tenantId: string, scope: DataScope, ids: readonly number[]) {
  const kept: number[] = [];
  for (const id of ids) if (await customerInScope(db, tenantId, scope, id)) kept.push(id);
  return kept;
}

export function registerRepeatCustomerRoutes(app: FastifyInstance, { db, now }: RouteDeps): void {
  registerEndpoint(app, repeatList, ({ tenantId, query, scope }) =>
    listRepeats(db, tenantId, query, scope),
  );
  registerEndpoint(app, repeatSettings, ({ tenantId }) => repeatSettingsOf(db, tenantId));
  registerEndpoint(app, saveRepeatSettings, ({ tenantId, body }) =>
    save(db, tenantId, body, new Date(now())),
  );
  registerEndpoint(app, remindRepeat, async ({ tenantId, body, scope }) =>
    remindEmployees(
      db,
      tenantId,
      await inScope(db, tenantId, scope, body.customer_ids),
      new Date(now()),
    ),
  );
  registerEndpoint(app, keepOneRelation, async ({ tenantId, body, scope }) =>
    keepOne(db, tenantId, await inScope(db, tenantId, scope, body.customer_ids), new Date(now())),
  );
}
