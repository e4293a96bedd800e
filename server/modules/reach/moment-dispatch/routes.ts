// /moment-dispatch 朋友圈群发 (+ moment-form, moment-detail): handlers registered against the
// declarations of contract/reach/moment-dispatch-endpoints.ts (the guard checks each one's
// permission first; every query is scoped by the token's tenant).
import type { FastifyInstance } from 'fastify';
import {
  momentCancel,
  momentCreate,
  momentCreators,
  momentDetail,
  momentEmployees,
  momentInteractions,
  momentList,
  momentRemind,
} from '../../../../contract/reach/moment-dispatch-endpoints';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { createMomentPlatform } from '../../../platform/moment-adapter';
import { cancelMoment, remindUnpublished } from './moment-commands';
import { createMoment } from './moment-create';
import { momentEmployeeRows, momentInteractionRows } from './moment-people';
import {
  findMoment,
  listMoments,
  momentCreators as creators,
  momentDetailOf,
} from './moment-queries';
import { defineMomentSyncJob, enqueueMomentSync, syncMoment, syncOpenMoments } from './moment-sync';

export function registerMomentDispatchRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const platform = createMomentPlatform(db);
  const now = () => new Date(deps.now());
  defineMomentSyncJob(deps, platform);

  registerEndpoint(app, momentList, async ({ tenantId, query, scope }) => {
    await syncOpenMoments(db, platform, tenantId, now());
    return listMoments(db, tenantId, query, now(), scope);
  });
  registerEndpoint(app, momentCreators, ({ tenantId, scope }) => creators(db, tenantId, scope));
  registerEndpoint(app, momentCreate, async ({ tenantId, userId, body }) => {
    const created = await createMoment(db, tenantId, userId, body, now());
    await enqueueMomentSync(deps, tenantId, created.id, created.publishAt, created.endAt);
    return { id: created.id, employees: created.employees };
  });
  registerEndpoint(app, momentDetail, async ({ tenantId, params, scope }) => {
    await findMoment(db, tenantId, params.id, now(), scope);
    await syncMoment(db, platform, tenantId, params.id, now());
    return momentDetailOf(db, tenantId, params.id, now(), scope);
  });
  registerEndpoint(app, momentEmployees, async ({ tenantId, params, query, scope }) => {
    await findMoment(db, tenantId, params.id, now(), scope);
    return momentEmployeeRows(db, tenantId, params.id, query, now());
  });
  registerEndpoint(app, momentInteractions, async ({ tenantId, params, query, scope }) => {
    await findMoment(db, tenantId, params.id, now(), scope);
    return momentInteractionRows(db, tenantId, params.id, query);
  });
  registerEndpoint(app, momentRemind, ({ tenantId, params, body, scope }) =>
    remindUnpublished(db, platform, tenantId, params.id, body.employee_ids, now(), scope),
  );
  registerEndpoint(app, momentCancel, ({ tenantId, params, scope }) =>
    cancelMoment(db, platform, tenantId, params.id, now(), scope),
  );
}
