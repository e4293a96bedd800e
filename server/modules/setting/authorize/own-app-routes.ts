// spec §2 /authorize, §7: the self-built (and agent-developed) app: app/config/get (secrets
// masked), app/internal/save (checked by the platform, then status 0), app/auth/detail and
// app/corp/logo/update; third-party logos share the check (third-app/corp/logo/update).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthStatus } from '../../../../contract/platform';
import { APP_MODES, AUTH_STATUS, PLATFORM_ERRORS } from '../../../../contract/platform';
import type { AppAuthDetail, OwnAppConfig } from '../../../../contract/setting/authorize';
import {
  ownAppAuthDetail,
  ownAppConfig,
  ownAppLogoUpdate,
  ownAppSave,
  thirdAppLogoUpdate,
} from '../../../../contract/setting/authorize-endpoints';
import { UPLOAD_FILE_PATH } from '../../../../contract/upload';
import { wecomCallbackUrl } from '../../../../contract/platform-wecom-callback';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import type { TenantApp } from '../../platform/app-state/tenant-app';
import { isoOrNull, loadTenantApp, updateTenantApp } from '../../platform/app-state/tenant-app';
import type { PlatformServices } from '../../platform/platform-services';
import { uploadExists } from '../../platform/upload/upload-store';
import { maskSecret } from './mask-secret';
import { verifyOwnApp } from './own-app-verify';
import { loadWecomConnection, setTenantPlatform } from '../../../platform/wecom/tenant-platform';
import { startSync } from '../../../platform/wecom/sync/sync-job';
import { addOperateRecord } from './operate-records';

export const APP_PERMISSIONS = ['通讯录只读', '客户联系', '客户群', '应用消息'];

function callbackUrl(request: FastifyRequest, tenantId: string): string {
  // docs/wecom.md "Callbacks": the URL WeCom's admin is given (server/modules/platform/wecom-callback).
  return wecomCallbackUrl(`${request.protocol}://${request.host}`, tenantId);
}

function ownConfig(app: TenantApp, request: FastifyRequest): OwnAppConfig {
  return {
    corp_id: app.corpId,
    agent_id: app.agentId,
    secret: maskSecret(app.appSecret),
    contact_secret: maskSecret(app.contactSecret),
    callback_token: maskSecret(app.callbackToken),
    callback_aes_key: maskSecret(app.callbackAesKey),
    callback_url: callbackUrl(request, app.tenantId),
    updated_at: app.appSecret ? app.updatedAt.toISOString() : null,
  };
}

/** An upload of this tenant that exists (never an outside URL as the corp logo). */
export async function isTenantUpload(
  services: PlatformServices,
  tenantId: string,
  url: string,
): Promise<boolean> {
  const prefix = `${UPLOAD_FILE_PATH}tenant/${tenantId}/`;
  return (
    url.startsWith(prefix) && uploadExists(services.dataDir, url.slice(UPLOAD_FILE_PATH.length))
  );
}

export async function ownAuthDetail(
  services: PlatformServices,
  app: TenantApp,
): Promise<AppAuthDetail> {
  const status = app.ownAuthStatus as AuthStatus;
  const authorized = status !== AUTH_STATUS.unauthorized;
  const corp = services.auth.corp(app.tenantId, app.tenantName);
  const visible = authorized
    ? (await services.auth.appStatus(app.tenantId)).visibleRange
    : { departmentCount: 0, userCount: 0 };
  const agentDeveloped = app.appMode === APP_MODES.agentDeveloped;
  return {
    status,
    corp_id: app.corpId || corp.corpId,
    corp_name: app.tenantName,
    app_name: agentDeveloped ? `${corp.appName}（代开发）` : '自建应用',
    agent_id: app.agentId || (agentDeveloped && authorized ? '1000002' : ''),
    auth_time: isoOrNull(app.ownAuthorizedAt),
    permissions: authorized ? APP_PERMISSIONS : [],
    visible_range: { department_count: visible.departmentCount, user_count: visible.userCount },
  };
}

export function registerOwnAppRoutes(app: FastifyInstance, services: PlatformServices): void {
  const { db } = services;
  const now = () => new Date(services.now());

  registerEndpoint(app, ownAppConfig, async ({ tenantId, request }) =>
    ownConfig(await loadTenantApp(db, tenantId), request),
  );

  registerEndpoint(app, ownAppSave, async ({ auth, body, request }) => {
    const tenant = await loadTenantApp(db, auth.tenantId);
    // Write-only: an empty secret keeps the saved one.
    const secret = body.secret || tenant.appSecret;
    if (!secret) {
      throw new BusinessError(
        PLATFORM_ERRORS.secretRequired.code,
        PLATFORM_ERRORS.secretRequired.msg,
      );
    }
    const check = await verifyOwnApp(services, tenant, {
      corpId: body.corp_id,
      agentId: body.agent_id,
      secret,
    });
    if (!check.ok) throw new BusinessError(PLATFORM_ERRORS.credentialsRejected.code, check.message);
    const at = now();
    const before = await loadWecomConnection(db, auth.tenantId);
    await updateTenantApp(
      db,
      auth.tenantId,
      {
        corpId: body.corp_id,
        agentId: body.agent_id,
        appSecret: secret,
        contactSecret: body.contact_secret || tenant.contactSecret,
        callbackToken: body.callback_token || tenant.callbackToken,
        callbackAesKey: body.callback_aes_key || tenant.callbackAesKey,
        ownAuthStatus: AUTH_STATUS.normal,
        ownAuthorizedAt: tenant.ownAuthorizedAt ?? at,
      },
      at,
    );
    await setTenantPlatform(
      db,
      auth.tenantId,
      { platform: check.platform, corpId: body.corp_id },
      at,
    );
    // docs/wecom.md "What syncs when": connecting a corp (sandbox → wecom, or another corp id)
    // starts its first full sync once; a re-save of the same corp starts nothing (立即同步 does).
    const connected = before?.platform === 'wecom' && before.corpId === body.corp_id;
    if (check.platform === 'wecom' && !connected) {
      await startSync(db, services.jobs, auth.tenantId, 'full', at);
    }
    await addOperateRecord(
      db,
      auth,
      'save_credentials',
      `保存自建应用配置（AgentId ${body.agent_id}）`,
      at,
    );
    return ownConfig(await loadTenantApp(db, auth.tenantId), request);
  });

  registerEndpoint(app, ownAppAuthDetail, async ({ tenantId }) =>
    ownAuthDetail(services, await loadTenantApp(db, tenantId)),
  );

  for (const [kind, endpoint] of [
    ['app', ownAppLogoUpdate],
    ['third-app', thirdAppLogoUpdate],
  ] as const) {
    registerEndpoint(app, endpoint, async ({ auth, body: { logo_url } }) => {
      if (!(await isTenantUpload(services, auth.tenantId, logo_url))) {
        const { code, msg } = PLATFORM_ERRORS.logoNotUploaded;
        throw new BusinessError(code, msg);
      }
      const at = now();
      await updateTenantApp(
        db,
        auth.tenantId,
        kind === 'app' ? { ownLogoUrl: logo_url } : { thirdLogoUrl: logo_url },
        at,
      );
      const label = kind === 'app' ? '自建/代开发应用' : '第三方应用';
      await addOperateRecord(db, auth, 'logo_update', `更新${label}企业Logo`, at);
      return { logo_url };
    });
  }
}
