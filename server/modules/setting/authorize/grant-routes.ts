// spec §2 /authorize, §7: the grant URLs that open the platform's consent page (third-party
// app, licence, agent-developed app and its licence) and add-by-auth-code, which applies the
// code the consent page handed back. Codes are single use and bound to the tenant that asked.
import type { FastifyInstance } from 'fastify';
import type { AuthStatus } from '../../../../contract/platform';
import { AUTH_STATUS, PLATFORM_ERRORS } from '../../../../contract/platform';
import type { GrantKind } from '../../../../contract/setting/authorize';
import { GRANT_KINDS, GRANT_KIND_TITLES } from '../../../../contract/setting/authorize';
import {
  GRANT_URL_ENDPOINTS,
  addByAuthCode,
} from '../../../../contract/setting/authorize-endpoints';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import type { PlatformAppRow } from '../../platform/app-state/tenant-app';
import { loadTenantApp, updateTenantApp } from '../../platform/app-state/tenant-app';
import type { PlatformServices } from '../../platform/platform-services';
import { allowedGrantRedirect } from './grant-redirect';
import { addOperateRecord } from './operate-records';

/** What an accepted grant changes, and the status it answers. */
function grantChanges(
  kind: GrantKind,
  now: Date,
  licenseTotal: number,
): { changes: Partial<PlatformAppRow>; status: AuthStatus } {
  switch (kind) {
    case 'third_app':
      return {
        changes: { thirdAuthStatus: AUTH_STATUS.normal, thirdAuthorizedAt: now },
        status: AUTH_STATUS.normal,
      };
    case 'customized_auth':
      return {
        changes: { ownAuthStatus: AUTH_STATUS.normal, ownAuthorizedAt: now },
        status: AUTH_STATUS.normal,
      };
    case 'license':
    case 'customized_grant':
      return { changes: { licenseGrantedAt: now, licenseTotal }, status: AUTH_STATUS.normal };
  }
}

export function registerGrantRoutes(app: FastifyInstance, services: PlatformServices): void {
  const { db, auth } = services;
  const now = () => new Date(services.now());

  for (const kind of GRANT_KINDS) {
    registerEndpoint(app, GRANT_URL_ENDPOINTS[kind], async ({ tenantId, query, request }) => {
      const redirectUri = allowedGrantRedirect(query.redirect_uri, request, services.config);
      if (!redirectUri) {
        const { code, msg } = PLATFORM_ERRORS.redirectNotAllowed;
        throw new BusinessError(code, msg);
      }
      return { url: await auth.startConsent({ tenantId, kind, redirectUri }, now()) };
    });
  }

  registerEndpoint(app, addByAuthCode, async ({ auth: operator, query: { auth_code } }) => {
    const at = now();
    const redeemed = await auth.redeemAuthCode(operator.tenantId, auth_code, at);
    if (!redeemed.ok)
      throw new BusinessError(PLATFORM_ERRORS.authCodeInvalid.code, redeemed.message);
    const tenant = await loadTenantApp(db, operator.tenantId);
    const corp = auth.corp(tenant.tenantId, tenant.tenantName);
    const { changes, status } = grantChanges(redeemed.kind, at, corp.licenseTotal);
    await updateTenantApp(db, operator.tenantId, changes, at);
    await addOperateRecord(db, operator, 'grant', `${GRANT_KIND_TITLES[redeemed.kind]}成功`, at);
    return { kind: redeemed.kind, status };
  });
}
