// issue #16 /welcome: the guarded endpoints of contract/acquiring/welcome.ts.
import type { FastifyInstance } from 'fastify';
import {
  welcomeCodeOptions,
  welcomeCreate,
  welcomeDelete,
  welcomeDetail,
  welcomeList,
  welcomeLogList,
  welcomeLogSummary,
  welcomeSettingsGet,
  welcomeSettingsSave,
  welcomeUpdate,
} from '../../../../contract/acquiring/welcome';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import {
  createWelcome,
  deleteWelcome,
  saveWelcomeSettings,
  updateWelcome,
} from './welcome-commands';
import { listWelcomeLogs, welcomeCodeOptionsOf, welcomeLogSummaryOf } from './welcome-log-queries';
import { listWelcomes, welcomeDetailOf, welcomeSettingsOf } from './welcome-queries';

export function registerWelcomeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  registerEndpoint(app, welcomeList, ({ tenantId, query }) =>
    listWelcomes(db, tenantId, query, now()),
  );
  registerEndpoint(app, welcomeDetail, ({ tenantId, params }) =>
    welcomeDetailOf(db, tenantId, params.id, now()),
  );
  registerEndpoint(app, welcomeCreate, ({ tenantId, body }) =>
    createWelcome(db, tenantId, body, now()),
  );
  registerEndpoint(app, welcomeUpdate, ({ tenantId, params, body }) =>
    updateWelcome(db, tenantId, params.id, body, now()),
  );
  registerEndpoint(app, welcomeDelete, ({ tenantId, params }) =>
    deleteWelcome(db, tenantId, params.id),
  );
  registerEndpoint(app, welcomeSettingsGet, ({ tenantId }) => welcomeSettingsOf(db, tenantId));
  registerEndpoint(app, welcomeSettingsSave, ({ tenantId, body }) =>
    saveWelcomeSettings(db, tenantId, body, now()),
  );
  registerEndpoint(app, welcomeLogList, ({ tenantId, query }) =>
    listWelcomeLogs(db, tenantId, query),
  );
  registerEndpoint(app, welcomeLogSummary, ({ tenantId, query }) =>
    welcomeLogSummaryOf(db, tenantId, query),
  );
  registerEndpoint(app, welcomeCodeOptions, ({ tenantId }) => welcomeCodeOptionsOf(db, tenantId));
}
