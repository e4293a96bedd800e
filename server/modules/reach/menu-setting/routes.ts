// /menu-setting 聊天工具栏: handlers registered against the declarations of
// contract/reach/menu-setting.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import { menuSettingList } from '../../../../contract/reach/menu-setting';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listMenuSetting } from './menu-setting-store';

export function registerMenuSettingRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, menuSettingList, ({ tenantId, query }) =>
    listMenuSetting(deps.db, tenantId, query),
  );
}
