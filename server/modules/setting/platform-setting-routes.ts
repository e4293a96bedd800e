// issue #6 settings: /developer, /chat-archive-configure and /config-check, behind the guard.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/app-deps';
import { registerChatArchiveRoutes } from './chat-archive-configure/chat-archive-routes';
import { registerConfigCheckRoute } from './config-check/config-check-route';
import { registerDeveloperRoutes } from './developer/developer-routes';
import { registerWecomSyncRoutes, setUpWecom } from './authorize/wecom-sync-routes';

export function registerPlatformSettingRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  registerDeveloperRoutes(scope, deps);
  registerChatArchiveRoutes(scope, deps);
  registerConfigCheckRoute(scope, deps);
  setUpWecom(deps);
  registerWecomSyncRoutes(scope, deps);
}
