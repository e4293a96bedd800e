// spec §7 /scrm/v1/platform: the calls the shell and /index make at start-up: auth states,
// the service term, corp info, today's figures, the health score and the getting-started
// guide. Every one reads the tenant of the verified token only.
import type { FastifyInstance } from 'fastify';
import type { AuthStatus } from '../../../../contract/platform';
import { PLATFORM_ERRORS } from '../../../../contract/platform';
import {
  indexCorpInfoEndpoint,
  indexTodayFigures,
  initialLeadEndpoint,
  initialLeadUpdate,
  ownAuthStatus,
  scrmAppInfoEndpoint,
  systemHealthScore,
  thirdAuthStatus,
} from '../../../../contract/platform-endpoints';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import type { PlatformServices } from '../platform-services';
import { healthScore } from '../health/health-score';
import { scrmAppInfo } from './app-info';
import { indexCorpInfo, tenantLogo, todayFigures } from './index-figures';
import { initialLead, leadSteps, updateInitialLead } from './initial-lead';
import { loadModuleTerms, loadTenantApp } from './tenant-app';

export function registerAppStateRoutes(app: FastifyInstance, services: PlatformServices): void {
  const { db, auth } = services;
  const now = () => new Date(services.now());

  // spec §8: the console ignores non-zero codes of these two silently; they always answer 0.
  registerEndpoint(app, ownAuthStatus, async ({ tenantId }) => ({
    status: (await loadTenantApp(db, tenantId)).ownAuthStatus as AuthStatus,
  }));

  registerEndpoint(app, thirdAuthStatus, async ({ tenantId }) => ({
    status: (await loadTenantApp(db, tenantId)).thirdAuthStatus as AuthStatus,
  }));

  registerEndpoint(app, scrmAppInfoEndpoint, async ({ tenantId }) => {
    const [tenant, terms] = await Promise.all([
      loadTenantApp(db, tenantId),
      loadModuleTerms(db, tenantId),
    ]);
    return scrmAppInfo(tenant, terms, now());
  });

  registerEndpoint(app, indexCorpInfoEndpoint, async ({ tenantId }) =>
    indexCorpInfo(db, auth, await loadTenantApp(db, tenantId)),
  );

  registerEndpoint(app, indexTodayFigures, ({ tenantId, scope }) =>
    todayFigures(db, tenantId, now(), scope),
  );

  registerEndpoint(app, systemHealthScore, async ({ tenantId }) =>
    healthScore(db, auth, await loadTenantApp(db, tenantId), now()),
  );

  registerEndpoint(app, initialLeadEndpoint, async ({ tenantId }) => {
    const tenant = await loadTenantApp(db, tenantId);
    const health = await healthScore(db, auth, tenant, now());
    const steps = leadSteps(health, Boolean(tenantLogo(tenant)));
    return initialLead(db, tenant.tenantId, steps);
  });

  registerEndpoint(app, initialLeadUpdate, async ({ tenantId, body }) => {
    if (!(await updateInitialLead(db, tenantId, body, now()))) {
      const { code, msg } = PLATFORM_ERRORS.initialLeadNotFound;
      throw new BusinessError(code, msg);
    }
    const tenant = await loadTenantApp(db, tenantId);
    const health = await healthScore(db, auth, tenant, now());
    return initialLead(db, tenantId, leadSteps(health, Boolean(tenantLogo(tenant))));
  });
}
