// /sider-iframe/config 侧边栏配置: handlers registered against the declarations of
// contract/reach/sider-iframe-config.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import { siderIframeConfigList } from '../../../../contract/reach/sider-iframe-config';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listSiderIframeConfig } from './sider-iframe-config-store';

export function registerSiderIframeConfigRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, siderIframeConfigList, ({ tenantId, query }) =>
    listSiderIframeConfig(deps.db, tenantId, query),
  );
}
