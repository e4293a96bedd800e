// /config-check (issue #6): runs the checks the health score is made of (authorization, app
// status, chat-archive config, callback reachability, visible range), on demand.
import type { FastifyInstance } from 'fastify';
import { success } from '../../../../contract/envelope';
import type { RouteDeps } from '../../../http/app-deps';
import { requireAuth } from '../../../http/auth/request-auth';
import { loadTenantApp } from '../../platform/app-state/tenant-app';
import { healthScore } from '../../platform/health/health-score';
import { platformServices } from '../../platform/platform-services';
import { page } from '../../../../contract/endpoint';
import { routeAccess } from '../../../http/route-audit';

export function registerConfigCheckRoute(app: FastifyInstance, deps: RouteDeps): void {
  const services = platformServices(deps);
  // Every member may run it: /config-check is in the special set (spec §2).
  app.post(
    '/scrm/v1/setting/config-check/run',
    routeAccess(page('/config-check')),
    async (request) => {
      const tenant = await loadTenantApp(deps.db, requireAuth(request).tenantId);
      return success(await healthScore(deps.db, services.auth, tenant, new Date(deps.now())));
    },
  );
}
