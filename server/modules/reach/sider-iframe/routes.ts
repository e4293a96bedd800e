// /sider-iframe 聊天侧边栏: handlers registered against the declarations of
// contract/reach/sider-iframe.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import { siderIframeList } from '../../../../contract/reach/sider-iframe';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listSiderIframe } from './sider-iframe-store';

export function registerSiderIframeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, siderIframeList, ({ tenantId, query }) =>
    listSiderIframe(deps.db, tenantId, query),
  );
}
