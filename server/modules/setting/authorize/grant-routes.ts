// spec §2 /authorize, §7: the grant URLs that open the platform's consent page (third-party
// app, licence, agent-developed app and its licence) and add-by-auth-code, which applies the
// code the consent page handed back. Codes are single use and bound to the tenant that asked.
import type { FastifyInstance } from 'fastify';
import { failure, success } from '../../../../contract/envelope';
import type { AuthStatus } from '../../../../contract/platform';
import { AUTH_STATUS, PLATFORM_API, PLATFORM_ERRORS } from '../../../../contract/platform';
import type {
  AuthCodeResult,
  GrantKind,
  GrantUrlData,
} from '../../../../contract/setting/authorize';
import {
  GRANT_KIND_TITLES,
  authCodeQuerySchema,
  grantUrlQuerySchema,
} from '../../../../contract/setting/authorize';
import { requireAuth } from '../../../http/auth/request-auth';
import { parseBody } from '../../../http/parse-body';
import type { PlatformAppRow } from '../../platform/app-state/tenant-app';
import { loadTenantApp, updateTenantApp } from '../../platform/app-state/tenant-app';
import type { PlatformServices } from '../../platform/platform-services';
import { allowedGrantRedirect } from './grant-redirect';
import { addOperateRecord } from './operate-records';
import { AUTHORIZE_CODE } from './own-app-routes';

const AUTHORIZED = { config: { permission: AUTHORIZE_CODE } };
const LICENSE = `${PLATFORM_API}/application-license`;

const GRANT_URL_PATHS: ReadonlyArray<readonly [string, GrantKind]> = [
  [`${PLATFORM_API}/third-app/get-grant-url`, 'third_app'],
  [`${LICENSE}/get-grant-url`, 'license'],
  [`${LICENSE}/get-customized-auth-url`, 'customized_auth'],
  [`${LICENSE}/get-customized-grant-url`, 'customized_grant'],
];

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

  for (const [path, kind] of GRANT_URL_PATHS) {
    app.get(path, AUTHORIZED, async (request) => {
      const { tenantId } = requireAuth(request);
      const query = parseBody(grantUrlQuerySchema, request.query);
      const redirectUri = allowedGrantRedirect(query.redirect_uri, request, services.config);
      if (!redirectUri) {
        const { code, msg } = PLATFORM_ERRORS.redirectNotAllowed;
        return failure(code, msg);
      }
      const url = await auth.startConsent({ tenantId, kind, redirectUri }, now());
      return success<GrantUrlData>({ url });
    });
  }

  app.get(`${LICENSE}/add-by-auth-code`, AUTHORIZED, async (request) => {
    const operator = requireAuth(request);
    const { auth_code } = parseBody(authCodeQuerySchema, request.query);
    const at = now();
    const redeemed = await auth.redeemAuthCode(operator.tenantId, auth_code, at);
    if (!redeemed.ok) return failure(PLATFORM_ERRORS.authCodeInvalid.code, redeemed.message);
    const tenant = await loadTenantApp(db, operator.tenantId);
    const corp = auth.corp(tenant.tenantId, tenant.tenantName);
    const { changes, status } = grantChanges(redeemed.kind, at, corp.licenseTotal);
    await updateTenantApp(db, operator.tenantId, changes, at);
    await addOperateRecord(db, operator, 'grant', `${GRANT_KIND_TITLES[redeemed.kind]}成功`, at);
    return success<AuthCodeResult>({ kind: redeemed.kind, status });
  });
}
