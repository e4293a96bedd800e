// spec §7: the read side of /authorize: third-app detail and corp info, the licence steps,
// business info, the corporation's custom and third-party apps, check-result
// (data.application_auth is a list), auth/check (data is a list) and the operate record.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { success } from '../../../../contract/envelope';
import type { AuthStatus } from '../../../../contract/platform';
import { APP_MODES, AUTH_STATUS, PLATFORM_API } from '../../../../contract/platform';
import type {
  AppAuthDetail,
  ApplicationAuthItem,
  BusinessInfo,
  CheckResultData,
  CorporationApp,
  GrantStepData,
  ThirdCorpInfo,
} from '../../../../contract/setting/authorize';
import { pageBodySchema } from '../../../../contract/platform-notice';
import { requireAuth } from '../../../http/auth/request-auth';
import { parseBody } from '../../../http/parse-body';
import type { TenantApp } from '../../platform/app-state/tenant-app';
import { isoOrNull, loadTenantApp } from '../../platform/app-state/tenant-app';
import type { PlatformServices } from '../../platform/platform-services';
import { authChecks } from './auth-checks';
import { grantSteps } from './grant-steps';
import { operateRecordPage } from './operate-records';
import { APP_PERMISSIONS, ownAuthDetail } from './own-app-routes';
import { page } from '../../../../contract/endpoint';
import { routeAccess } from '../../../http/route-audit';

const LICENSE = `${PLATFORM_API}/application-license`;

function corporationApp(services: PlatformServices, app: TenantApp, type: 'custom' | 'third') {
  const status = (type === 'third' ? app.thirdAuthStatus : app.ownAuthStatus) as AuthStatus;
  const applies = type === 'third' || app.appMode === APP_MODES.agentDeveloped;
  if (!applies || status === AUTH_STATUS.unauthorized) return null;
  const { appName } = services.auth.corp(app.tenantId, app.tenantName);
  const result: CorporationApp = {
    app_type: type,
    app_name: type === 'third' ? appName : `${appName}（代开发）`,
    agent_id: type === 'third' ? '1000003' : '1000002',
    status,
    auth_time: isoOrNull(type === 'third' ? app.thirdAuthorizedAt : app.ownAuthorizedAt),
    square_logo: type === 'third' ? app.thirdLogoUrl : app.ownLogoUrl,
  };
  return result;
}

export function registerLicenseRoutes(app: FastifyInstance, services: PlatformServices): void {
  const { db, auth } = services;
  const tenantOf = (request: FastifyRequest) => loadTenantApp(db, requireAuth(request).tenantId);

  app.get(
    `${PLATFORM_API}/third-app/auth/detail`,
    routeAccess(page('/authorize')),
    async (request) => {
      const tenant = await tenantOf(request);
      const status = tenant.thirdAuthStatus as AuthStatus;
      const authorized = status !== AUTH_STATUS.unauthorized;
      const corp = auth.corp(tenant.tenantId, tenant.tenantName);
      const visible = authorized
        ? (await auth.appStatus(tenant.tenantId)).visibleRange
        : { departmentCount: 0, userCount: 0 };
      const data: AppAuthDetail = {
        status,
        corp_id: corp.corpId,
        corp_name: tenant.tenantName,
        app_name: corp.appName,
        agent_id: authorized ? '1000003' : '',
        auth_time: isoOrNull(tenant.thirdAuthorizedAt),
        permissions: authorized ? APP_PERMISSIONS : [],
        visible_range: { department_count: visible.departmentCount, user_count: visible.userCount },
      };
      return success(data);
    },
  );

  app.get(
    `${PLATFORM_API}/third-app/corp/info`,
    routeAccess(page('/authorize')),
    async (request) => {
      const tenant = await tenantOf(request);
      const corp = auth.corp(tenant.tenantId, tenant.tenantName);
      const data: ThirdCorpInfo = {
        corp_id: corp.corpId,
        corp_name: tenant.tenantName,
        corp_logo: tenant.thirdLogoUrl,
        corp_scale: corp.corpScale,
        industry: corp.industry,
        auth_status: tenant.thirdAuthStatus as AuthStatus,
      };
      return success(data);
    },
  );

  app.get(`${LICENSE}/get-grant-step`, routeAccess(page('/authorize')), async (request) => {
    const tenant = await tenantOf(request);
    const visible = (await auth.appStatus(tenant.tenantId)).visibleRange;
    return success<GrantStepData>(grantSteps(tenant, visible.userCount));
  });

  app.get(`${LICENSE}/get-business-info`, routeAccess(page('/authorize')), async (request) => {
    const tenant = await tenantOf(request);
    const corp = auth.corp(tenant.tenantId, tenant.tenantName);
    const data: BusinessInfo = {
      corp_id: tenant.corpId || corp.corpId,
      corp_name: tenant.tenantName,
      app_mode: tenant.appMode,
      license_total: tenant.licenseTotal,
      license_active: tenant.licenseGrantedAt ? tenant.licenseTotal : 0,
      license_expire_time: isoOrNull(tenant.serviceExpiresAt),
      service_expire_time: isoOrNull(tenant.serviceExpiresAt),
    };
    return success(data);
  });

  app.get(
    `${LICENSE}/get-corporation-custom-app`,
    routeAccess(page('/authorize')),
    async (request) => success(corporationApp(services, await tenantOf(request), 'custom')),
  );

  app.get(
    `${LICENSE}/get-corporation-third-app`,
    routeAccess(page('/authorize')),
    async (request) => success(corporationApp(services, await tenantOf(request), 'third')),
  );

  app.post(`${LICENSE}/check-result`, routeAccess(page('/authorize')), async (request) => {
    const tenant = await tenantOf(request);
    const own = await ownAuthDetail(services, tenant);
    const items: ApplicationAuthItem[] = [];
    if (tenant.appMode !== APP_MODES.thirdParty) {
      items.push({
        app_type: tenant.appMode === APP_MODES.agentDeveloped ? 'custom' : 'own',
        app_name: own.app_name,
        status: own.status,
        auth_time: own.auth_time,
      });
    }
    const third = corporationApp(services, tenant, 'third');
    if (tenant.appMode === APP_MODES.thirdParty || third) {
      items.push({
        app_type: 'third',
        app_name: auth.corp(tenant.tenantId, tenant.tenantName).appName,
        status: tenant.thirdAuthStatus as AuthStatus,
        auth_time: isoOrNull(tenant.thirdAuthorizedAt),
      });
    }
    return success<CheckResultData>({ application_auth: items });
  });

  app.post(`${LICENSE}/auth/check`, routeAccess(page('/authorize')), async (request) => {
    const tenant = await tenantOf(request);
    const visible = (await auth.appStatus(tenant.tenantId)).visibleRange;
    return success(authChecks(tenant, visible.userCount));
  });

  app.post(
    `${PLATFORM_API}/mini-authorize-operate-record/get-operate-record-by-tenant-id`,
    routeAccess(page('/authorize')),
    async (request) => {
      const { tenantId } = requireAuth(request);
      const body = parseBody(pageBodySchema, request.body);
      return success(await operateRecordPage(db, tenantId, body.page, body.page_size));
    },
  );
}
