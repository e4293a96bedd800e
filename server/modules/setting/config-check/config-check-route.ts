// /config-check (issue #6): runs the checks the health score is made of (authorization, app
// status, chat-archive config, callback reachability, visible range), on demand.
import type { FastifyInstance } from 'fastify';
import { configCheckRun } from '../../../../contract/setting/config-check';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { loadTenantApp } from '../../platform/app-state/tenant-app';
import { healthScore } from '../../platform/health/health-score';
import { platformServices } from '../../platform/platform-services';

export function registerConfigCheckRoute(app: FastifyInstance, deps: RouteDeps): void {
  const services = platformServices(deps);
  registerEndpoint(app, configCheckRun, async ({ tenantId }) => {
    const tenant = await loadTenantApp(deps.db, tenantId);
    return healthScore(deps.db, services.auth, tenant, new Date(deps.now()));
  });
}
