// 企业微信扫码登录 (issue #40, docs/wecom.md "Sign in with 企业微信"). start: the tenant of the
// corp id, a signed one-use state, and WeCom's QR login address, whose redirect comes back to
// this login page. finish: the state taken once, the code traded with auth/getuserinfo for the
// member's userid, the userid mapped to a console account, then the same session and one-time
// code as a password sign-in. The redirect_uri is checked against the login redirect
// allow-list both times (redirect-target.ts).
import type { LoginData } from '../../../contract/auth';
import { WECOM_SIGN_IN_ERRORS } from '../../../contract/auth-wecom';
import { ERROR_MESSAGES } from '../../../contract/error-codes';
import type { FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../http/app-deps';
import { takeRequest } from '../../http/rate-limit/request-limit';
import { RATE_LIMITS } from '../../http/rate-limit/rate-limit-rules';
import { BodyValidationError, BusinessError } from '../../http/http-errors';
import { wecomTenantById, wecomTenantOfCorp } from '../../platform/wecom/corp-tenant';
import { consumeOAuthState, issueOAuthState } from '../../platform/wecom/oauth-state';
import { tenantCredentials, wecomClientFor } from '../../platform/wecom/tenant-platform';
import { wecomVisitorOfCode } from '../../platform/wecom/user-identity';
import { createAuthCode } from './auth-codes';
import { findMembershipCodes } from './identity-queries';
import { requestOrigin } from './login-route';
import { redirectTargetWithCode } from './redirect-target';
import { issueSession } from './sessions';
import { consoleUserOfMember } from './wecom-accounts';

/** WeCom's web login (QR) page for a self-built app (login_type CorpApp). */
export const WECOM_QR_LOGIN_URL = 'https://login.work.weixin.qq.com/wwlogin/sso/login';
/** Where WeCom sends the browser back: this login page, marked so it finishes the sign-in. */
export const WECOM_RETURN_PATH = '/auth/login?wecom=1';

function refuse(which: keyof typeof WECOM_SIGN_IN_ERRORS): never {
  const { code, msg } = WECOM_SIGN_IN_ERRORS[which];
  throw new BusinessError(code, msg);
}

function checkRedirect(deps: RouteDeps, redirectUri: string | undefined, ownOrigin: string) {
  const allowed = deps.config.allowedRedirectOrigins;
  if (redirectTargetWithCode(redirectUri, 'check', ownOrigin, allowed) === undefined) {
    throw new BodyValidationError(ERROR_MESSAGES.redirectNotAllowed, 'redirect_uri');
  }
}

/** docs/security.md "Rate limits" `wecom-authorize`: each start stores a state. */
export async function limitWecomAuthorize(deps: RouteDeps, request: FastifyRequest) {
  if (!(await takeRequest(deps, request, RATE_LIMITS.wecomAuthorize))) refuse('throttled');
}

export async function startWecomSignIn(
  deps: RouteDeps,
  request: FastifyRequest,
  body: { corp_id: string; redirect_uri?: string | undefined },
): Promise<{ url: string }> {
  const ownOrigin = requestOrigin(request);
  // Checked first, so a refused target never starts an authorization.
  checkRedirect(deps, body.redirect_uri, ownOrigin);
  await limitWecomAuthorize(deps, request);
  const tenant = await wecomTenantOfCorp(deps.db, body.corp_id);
  if (!tenant) refuse('unavailable');
  const state = await issueOAuthState(
    deps.db,
    deps.jwtSecret,
    { tenantId: tenant.tenantId, purpose: 'sign-in', returnTo: body.redirect_uri ?? '' },
    deps.now(),
  );
  const url = new URL(WECOM_QR_LOGIN_URL);
  url.searchParams.set('login_type', 'CorpApp');
  url.searchParams.set('appid', tenant.corpId);
  url.searchParams.set('agentid', String(tenant.agentId));
  url.searchParams.set('redirect_uri', `${ownOrigin}${WECOM_RETURN_PATH}`);
  url.searchParams.set('state', state);
  return { url: url.href };
}

export async function finishWecomSignIn(
  deps: RouteDeps,
  body: { code: string; state: string },
  ownOrigin: string,
): Promise<LoginData> {
  const { db } = deps;
  const now = deps.now();
  // Forged, expired, already used or issued for the sidebar: refused before WeCom is asked.
  const state = await consumeOAuthState(db, deps.jwtSecret, body.state, 'sign-in', now);
  if (!state) refuse('stateInvalid');
  const returnTo = state.returnTo === '' ? undefined : state.returnTo;
  checkRedirect(deps, returnTo, ownOrigin);
  const tenant = await wecomTenantById(db, state.tenantId);
  if (!tenant) refuse('unavailable');
  const app = await tenantCredentials(db, tenant.tenantId);
  const visitor = await wecomVisitorOfCode(wecomClientFor(deps), app, body.code);
  if (visitor.kind !== 'member') refuse('outsider');
  const userId = await consoleUserOfMember(db, {
    tenantId: tenant.tenantId,
    corpId: tenant.corpId,
    wecomUserId: visitor.userId,
  });
  if ((await findMembershipCodes(db, tenant.tenantId, userId)) === undefined) refuse('disabled');
  const session = await issueSession(deps, userId, tenant.tenantId);
  const code = await createAuthCode(db, { userId, tenantId: tenant.tenantId }, now);
  const allowed = deps.config.allowedRedirectOrigins;
  const redirectTo = redirectTargetWithCode(returnTo, code, ownOrigin, allowed) ?? '/index';
  return { ...session, code, redirect_to: redirectTo };
}
