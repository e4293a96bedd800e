// docs/conventions.md "server/http": the Fastify app: security headers, request log, error mapping,
// shell endpoints, the API (public sign-in routes, then everything behind the guard), and
// the console's static files. Built from deps so tests run it on an in-memory PGlite.
import { sql } from 'drizzle-orm';
import Fastify, { LogController } from 'fastify';
import type { Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import {
  registerAcquiringArea,
  registerAcquiringPublicRoutes,
} from '../modules/acquiring/acquiring-area';
import {
  registerAcquiringToolPublicRoutes,
  registerAcquiringToolRoutes,
} from '../modules/acquiring/acquiring-tools-area';
import { registerAcquiringWelcomeRoutes } from '../modules/acquiring/acquiring-welcome-area';
import { registerExchangeRoute } from '../modules/auth/exchange-route';
import { registerLoginRoute } from '../modules/auth/login-route';
import { registerPasswordChangeRoute } from '../modules/auth/password-change-route';
import { registerSessionRoutes } from '../modules/auth/session-routes';
import {
  registerWecomSignInRoutes,
  registerWecomSignInSettingRoutes,
} from '../modules/auth/wecom-sign-in-routes';
import { registerCompanyPagesArea } from '../modules/company/company-pages-area';
import { registerCompanyRoutes } from '../modules/company/mail-list/directory-routes';
import { registerCustomerArea } from '../modules/customer/customer-area';
import { registerCustomersArea } from '../modules/customer/customer-list/routes';
import { registerMenuRoute } from '../modules/platform/menu-route';
import {
  registerMarketingArea,
  registerMarketingPublicRoutes,
} from '../modules/marketing/marketing-area';
import { registerMemberArea } from '../modules/marketing/order-points/routes';
import {
  registerMaterialArea,
  registerMaterialPublicRoutes,
} from '../modules/material/material-area';
import { registerReachArea } from '../modules/reach/reach-area';
import { registerSiderHost } from '../modules/reach/sider-iframe/sider-host';
import { registerSiderPublicRoutes } from '../modules/reach/sider-iframe/sider-public-routes';
import {
  registerPlatformPublicRoutes,
  registerPlatformRoutes,
} from '../modules/platform/platform-routes';
import { registerPlatformSettingRoutes } from '../modules/setting/platform-setting-routes';
import { registerPreferencesRoutes } from '../modules/platform/preferences-route';
import { registerRoleListRoute } from '../modules/setting/role-manage/role-list-route';
import {
  registerExportDownloadRoute,
  registerExportLogRoutes,
} from '../modules/setting/export-log/routes';
import { registerRoleManageRoutes } from '../modules/setting/role-manage/routes';
import { registerSuperformPublicRoutes } from '../modules/material/super-form/public-routes';
import { registerSuperformRoutes } from '../modules/material/super-form/routes';
import { registerStatisticsArea } from '../modules/statistics/statistics-area';
import { registerWecomCallbackRoutes } from '../modules/platform/wecom-callback/callback-routes';
import { registerSetupRoutes } from '../modules/setup/setup-routes';
import { unavailableJobRunner } from '../jobs/unavailable-job-runner';
import type { AppDeps, RouteDeps } from './app-deps';
import { createAuthGuard } from './auth/guard';
import { createErrorHandler, logServerError } from './http-errors';
import { registerNotFound } from './not-found';
import { registerRequestLog, requestLoggerOptions, stdoutSink } from './request-log';
import { declarePublicRoutes, recordScrmRoutes, refuseUndeclaredRoutes } from './route-audit';
import { registerSecurityHeaders } from './security-headers';
import { registerLoadShedding } from './load-shedding';
import { fastifyTrustProxy } from './rate-limit/client-address';
import { defineRateLimitPrune } from './rate-limit/prune-job';
import { createMetrics } from './ops/metrics';
import { registerOpsRoutes } from './ops/ops-routes';
import type { SqlProbe } from './ops/readiness';
import { registerLegacyRedirects } from './shell/legacy-redirects';
import { registerStrictInput } from './strict-input';
import { registerShellRoutes } from './shell/shell-routes';
import { loadIndexPage } from './static/index-page';
import { registerStaticFiles } from './static/static-files';

const METRICS = new WeakMap<FastifyInstance, Registry>();

/** The app's metrics registry when metrics are on (start-server serves it on METRICS_PORT). */
export function metricsOf(app: FastifyInstance): Registry | undefined {
  return METRICS.get(app);
}

/** /readyz through drizzle when no DatabaseHandle is given (tests). */
function drizzleProbe(db: AppDeps['db']): SqlProbe {
  return {
    executeSql: async (text) => {
      const result = (await db.execute(sql.raw(text))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // TRUST_PROXY: request.ip and request.protocol come from X-Forwarded-For / -Proto through
  // the trusted proxies only (docs/security.md "Client address").
  const app = Fastify({
    logger: requestLoggerOptions(deps.logLevel ?? 'info', deps.log ?? stdoutSink),
    // One line per request of our own (request-log.ts) instead of pino's two with the URL;
    // switched off through logController (the top-level option is deprecated in Fastify 5).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
  });
  const routeDeps: RouteDeps = {
    db: deps.db,
    dbKind: deps.dbKind,
    config: deps.config,
    jwtSecret: deps.jwtSecret,
    now: deps.now ?? Date.now,
    jobs: deps.jobs ?? unavailableJobRunner(),
  };

  recordScrmRoutes(app);
  defineRateLimitPrune(routeDeps);
  // Slow requests go to stderr, or to the request log's sink when one is given (tests).
  const loadStats = registerLoadShedding(app, {
    maxInFlight: deps.maxInFlight,
    maxActive: deps.maxActive,
    logSlow: deps.log,
  });
  registerSecurityHeaders(app, deps.config.loginHost);
  registerStrictInput(app);
  registerRequestLog(app);
  app.setErrorHandler(createErrorHandler(deps.logError ?? logServerError));

  const probe = deps.probe ?? drizzleProbe(deps.db);
  const metrics =
    deps.metricsToken || deps.collectMetrics
      ? createMetrics(app, { load: loadStats, probe, pool: deps.pool })
      : undefined;
  if (metrics) METRICS.set(app, metrics);
  registerOpsRoutes(app, {
    probe,
    jobsAlive: () => routeDeps.jobs.alive(),
    metrics,
    metricsToken: deps.metricsToken,
  });

  registerShellRoutes(app, deps.config, deps.buildVersion);
  registerLegacyRedirects(app, deps.config);
  registerSiderHost(app, deps.config);

  // Public: signing in needs no token (every route here declares `publicAccess`, issue #12).
  await app.register(async (open) => {
    declarePublicRoutes(open);
    registerLoginRoute(open, routeDeps);
    registerPasswordChangeRoute(open, routeDeps);
    registerExchangeRoute(open, routeDeps);
    registerWecomSignInRoutes(open, routeDeps);
    registerAcquiringPublicRoutes(open, routeDeps);
    await registerAcquiringToolPublicRoutes(open, routeDeps);
    await registerPlatformPublicRoutes(open, routeDeps);
    registerSuperformPublicRoutes(open, routeDeps);
    registerExportDownloadRoute(open, routeDeps);
    registerMaterialPublicRoutes(open, routeDeps);
    registerSiderPublicRoutes(open, routeDeps);
    await registerMarketingPublicRoutes(open, routeDeps);
    // WeCom's callbacks: the signature over the tenant's Token is the grant (docs/wecom.md).
    await open.register(async (callbacks) =>
      registerWecomCallbackRoutes(callbacks, routeDeps, deps.callbackPlatform),
    );
    await registerSetupRoutes(open, routeDeps);
  });

  // Everything else under /scrm/ goes through the guard (an encapsulated scope, so the
  // guard never runs for the 404 handler or the static files).
  await app.register(async (scope) => {
    scope.addHook('preHandler', createAuthGuard(routeDeps));
    refuseUndeclaredRoutes(scope);
    registerSessionRoutes(scope, routeDeps);
    registerMenuRoute(scope);
    registerPreferencesRoutes(scope, routeDeps);
    registerRoleListRoute(scope, routeDeps);
    registerCustomersArea(scope, routeDeps);
    registerCustomerArea(scope, routeDeps);
    registerAcquiringArea(scope, routeDeps);
    registerReachArea(scope, routeDeps);
    registerAcquiringToolRoutes(scope, routeDeps);
    registerAcquiringWelcomeRoutes(scope, routeDeps);
    registerCompanyRoutes(scope, routeDeps);
    registerPlatformRoutes(scope, routeDeps);
    registerPlatformSettingRoutes(scope, routeDeps);
    registerWecomSignInSettingRoutes(scope, routeDeps);
    registerMemberArea(scope, routeDeps);
    registerSuperformRoutes(scope, routeDeps);
    registerExportLogRoutes(scope, routeDeps);
    registerRoleManageRoutes(scope, routeDeps);
    registerStatisticsArea(scope, routeDeps);
    registerCompanyPagesArea(scope, routeDeps);
    registerMaterialArea(scope, routeDeps);
    registerMarketingArea(scope, routeDeps);
  });

  const indexPage = loadIndexPage(deps.config.staticDir, deps.buildVersion, deps.config.loginHost);
  await registerStaticFiles(app, deps.config.staticDir, indexPage);
  registerNotFound(app, indexPage);
  return app;
}
