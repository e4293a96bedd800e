// /config-check (issue #6): runs the checks the health score is made of (authorization, app
// status, chat-archive config, callback reachability, visible range), on demand. A tenant on
// WeCom is checked live against WeCom (issue #35, docs/wecom.md "Checking the connection").
import type { FastifyInstance } from 'fastify';
import { configCheckRun } from '../../../../contract/setting/config-check';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { probeWecom } from '../../../platform/wecom/connection-probe';
import { tenantPlatformKind, wecomClientFor } from '../../../platform/wecom/tenant-platform';
import { loadTenantApp } from '../../platform/app-state/tenant-app';
import { healthScore } from '../../platform/health/health-score';
import { wecomHealthScore } from '../../platform/health/wecom-health';
import { platformServices } from '../../platform/platform-services';

export function registerConfigCheckRoute(app: FastifyInstance, deps: RouteDeps): void {
  const services = platformServices(deps);
  registerEndpoint(app, configCheckRun, async ({ tenantId }) => {
    const tenant = await loadTenantApp(deps.db, tenantId);
    const now = new Date(deps.now());
    if ((await tenantPlatformKind(deps.db, tenantId)) === 'wecom') {
      const probe = await probeWecom(wecomClientFor(services), deps.db, tenant);
      return wecomHealthScore(deps.db, tenant, probe, now);
    }
    return healthScore(deps.db, services.auth, tenant, now);
  });
}
