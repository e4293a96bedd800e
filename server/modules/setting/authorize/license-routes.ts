// spec §7: the read side of /authorize: third-app detail and corp info, the licence steps,
// business info, the corporation's custom and third-party apps, check-result
// (data.application_auth is a list), auth/check (data is a list) and the operate record.
import type { FastifyInstance } from 'fastify';
import type { AuthStatus } from '../../../../contract/platform';
import { APP_MODES, AUTH_STATUS } from '../../../../contract/platform';
import type { ApplicationAuthItem, CorporationApp } from '../../../../contract/setting/authorize';
import {
  businessInfo,
  corporationCustomApp,
  corporationThirdApp,
  grantStep,
  licenseAuthCheck,
  licenseCheckResult,
  operateRecords,
  thirdAppAuthDetail,
  thirdCorpInfo,
} from '../../../../contract/setting/authorize-endpoints';
import { registerEndpoint } from '../../../http/endpoint-routes';
import type { TenantApp } from '../../platform/app-state/tenant-app';
import { isoOrNull, loadTenantApp } from '../../platform/app-state/tenant-app';
import type { PlatformServices } from '../../platform/platform-services';
import { authChecks } from './auth-checks';
import { grantSteps } from './grant-steps';
import { operateRecordPage } from './operate-records';
import { APP_PERMISSIONS, ownAuthDetail } from './own-app-routes';

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
  const tenantOf = (tenantId: string) => loadTenantApp(db, tenantId);

  registerEndpoint(app, thirdAppAuthDetail, async ({ tenantId }) => {
    const tenant = await tenantOf(tenantId);
    const status = tenant.thirdAuthStatus as AuthStatus;
    const authorized = status !== AUTH_STATUS.unauthorized;
    const corp = auth.corp(tenant.tenantId, tenant.tenantName);
    const visible = authorized
      ? (await auth.appStatus(tenant.tenantId)).visibleRange
      : { departmentCount: 0, userCount: 0 };
    return {
      status,
      corp_id: corp.corpId,
      corp_name: tenant.tenantName,
      app_name: corp.appName,
      agent_id: authorized ? '1000003' : '',
      auth_time: isoOrNull(tenant.thirdAuthorizedAt),
      permissions: authorized ? APP_PERMISSIONS : [],
      visible_range: { department_count: visible.departmentCount, user_count: visible.userCount },
    };
  });

  registerEndpoint(app, thirdCorpInfo, async ({ tenantId }) => {
    const tenant = await tenantOf(tenantId);
    const corp = auth.corp(tenant.tenantId, tenant.tenantName);
    return {
      corp_id: corp.corpId,
      corp_name: tenant.tenantName,
      corp_logo: tenant.thirdLogoUrl,
      corp_scale: corp.corpScale,
      industry: corp.industry,
      auth_status: tenant.thirdAuthStatus as AuthStatus,
    };
  });

  registerEndpoint(app, grantStep, async ({ tenantId }) => {
    const tenant = await tenantOf(tenantId);
    const visible = (await auth.appStatus(tenant.tenantId)).visibleRange;
    return grantSteps(tenant, visible.userCount);
  });

  registerEndpoint(app, businessInfo, async ({ tenantId }) => {
    const tenant = await tenantOf(tenantId);
    const corp = auth.corp(tenant.tenantId, tenant.tenantName);
    return {
      corp_id: tenant.corpId || corp.corpId,
      corp_name: tenant.tenantName,
      app_mode: tenant.appMode,
      license_total: tenant.licenseTotal,
      license_active: tenant.licenseGrantedAt ? tenant.licenseTotal : 0,
      license_expire_time: isoOrNull(tenant.serviceExpiresAt),
      service_expire_time: isoOrNull(tenant.serviceExpiresAt),
    };
  });

  registerEndpoint(app, corporationCustomApp, async ({ tenantId }) =>
    corporationApp(services, await tenantOf(tenantId), 'custom'),
  );

  registerEndpoint(app, corporationThirdApp, async ({ tenantId }) =>
    corporationApp(services, await tenantOf(tenantId), 'third'),
  );

  registerEndpoint(app, licenseCheckResult, async ({ tenantId }) => {
    const tenant = await tenantOf(tenantId);
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
    return { application_auth: items };
  });

  registerEndpoint(app, licenseAuthCheck, async ({ tenantId }) => {
    const tenant = await tenantOf(tenantId);
    const visible = (await auth.appStatus(tenant.tenantId)).visibleRange;
    return authChecks(tenant, visible.userCount);
  });

  registerEndpoint(app, operateRecords, async ({ tenantId, body }) =>
    operateRecordPage(db, tenantId, body.page, body.page_size),
  );
}
