// spec §7 /scrm/v1/platform: the calls the shell and /index make at start-up: auth states,
// the service term, corp info, today's figures, the health score and the getting-started
// guide. Every one reads the tenant of the verified token only.
import type { FastifyInstance } from 'fastify';
import { failure, success } from '../../../../contract/envelope';
import type { AuthStatus, AuthStatusData } from '../../../../contract/platform';
import { PLATFORM_API, PLATFORM_ERRORS } from '../../../../contract/platform';
import { initialLeadUpdateSchema } from '../../../../contract/setting/authorize';
import { requireAuth } from '../../../http/auth/request-auth';
import { parseBody } from '../../../http/parse-body';
import type { PlatformServices } from '../platform-services';
import { healthScore } from '../health/health-score';
import { scrmAppInfo } from './app-info';
import { indexCorpInfo, tenantLogo, todayFigures } from './index-figures';
import { initialLead, leadSteps, updateInitialLead } from './initial-lead';
import { loadModuleTerms, loadTenantApp } from './tenant-app';
import { signedIn } from '../../../../contract/endpoint';
import { routeAccess } from '../../../http/route-audit';

const LEAD = `${PLATFORM_API}/mini-initial-lead`;

export function registerAppStateRoutes(app: FastifyInstance, services: PlatformServices): void {
  const { db, auth } = services;
  const now = () => new Date(services.now());

  // spec §8: the console ignores non-zero codes of these two silently; they always answer 0.
  app.get(`${PLATFORM_API}/app/auth/status`, routeAccess(signedIn), async (request) => {
    const tenant = await loadTenantApp(db, requireAuth(request).tenantId);
    return success<AuthStatusData>({ status: tenant.ownAuthStatus as AuthStatus });
  });

  app.get(`${PLATFORM_API}/third-app/auth/status`, routeAccess(signedIn), async (request) => {
    const tenant = await loadTenantApp(db, requireAuth(request).tenantId);
    return success<AuthStatusData>({ status: tenant.thirdAuthStatus as AuthStatus });
  });

  app.post(`${LEAD}/get-scrm-app-info`, routeAccess(signedIn), async (request) => {
    const { tenantId } = requireAuth(request);
    const [tenant, terms] = await Promise.all([
      loadTenantApp(db, tenantId),
      loadModuleTerms(db, tenantId),
    ]);
    return success(scrmAppInfo(tenant, terms, now()));
  });

  app.post(`${LEAD}/get-index-corp-info`, routeAccess(signedIn), async (request) => {
    const tenant = await loadTenantApp(db, requireAuth(request).tenantId);
    return success(await indexCorpInfo(db, auth, tenant));
  });

  app.post(`${LEAD}/get-index-today-figures`, routeAccess(signedIn), async (request) => {
    return success(await todayFigures(db, requireAuth(request).tenantId, now()));
  });

  app.post(`${LEAD}/get-system-health-score`, routeAccess(signedIn), async (request) => {
    const tenant = await loadTenantApp(db, requireAuth(request).tenantId);
    return success(await healthScore(db, auth, tenant, now()));
  });

  app.post(`${LEAD}/get-initial-lead-by-tenant-id`, routeAccess(signedIn), async (request) => {
    const tenant = await loadTenantApp(db, requireAuth(request).tenantId);
    const health = await healthScore(db, auth, tenant, now());
    const steps = leadSteps(health, Boolean(tenantLogo(tenant)));
    return success(await initialLead(db, tenant.tenantId, steps));
  });

  app.post(`${LEAD}/update-initial-lead-by-id`, routeAccess(signedIn), async (request) => {
    const { tenantId } = requireAuth(request);
    const body = parseBody(initialLeadUpdateSchema, request.body);
    if (!(await updateInitialLead(db, tenantId, body, now()))) {
      const { code, msg } = PLATFORM_ERRORS.initialLeadNotFound;
      return failure(code, msg);
    }
    const tenant = await loadTenantApp(db, tenantId);
    const health = await healthScore(db, auth, tenant, now());
    return success(await initialLead(db, tenantId, leadSteps(health, Boolean(tenantLogo(tenant)))));
  });
}
