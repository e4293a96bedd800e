// /sider-iframe 聊天侧边栏 and /sider-iframe/config: handlers registered against the
// declarations of contract/reach/sider-iframe.ts (the guard checks each one's permission).
import type { FastifyInstance } from 'fastify';
import {
  siderConfigGet,
  siderConfigSave,
  siderIframeList,
  siderPageMove,
  siderPageUpdate,
  siderPreview,
  siderPreviewTargets,
} from '../../../../contract/reach/sider-iframe';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { readSiderConfig, saveSiderConfig } from './sider-config';
import { listSiderPages, moveSiderPage, updateSiderPage } from './sider-pages';
import { listPreviewTargets, previewPath } from './sider-preview';

export function registerSiderIframeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  registerEndpoint(app, siderIframeList, ({ tenantId, query, scope }) =>
    listSiderPages(db, tenantId, query, now(), scope),
  );
  registerEndpoint(app, siderPageUpdate, ({ tenantId, params, body }) =>
    updateSiderPage(db, tenantId, params.id, body, now()),
  );
  registerEndpoint(app, siderPageMove, ({ tenantId, params, body }) =>
    moveSiderPage(db, tenantId, params.id, body.direction, now()),
  );
  registerEndpoint(app, siderPreviewTargets, ({ tenantId, query, scope }) =>
    listPreviewTargets(db, tenantId, query.name, scope),
  );
  registerEndpoint(app, siderPreview, ({ tenantId, body, scope }) =>
    previewPath(db, deps.jwtSecret, tenantId, body, deps.now(), scope),
  );
  registerEndpoint(app, siderConfigGet, ({ tenantId }) => readSiderConfig(db, tenantId));
  registerEndpoint(app, siderConfigSave, ({ tenantId, userId, body }) =>
    saveSiderConfig(db, tenantId, userId, body, now()),
  );
}
