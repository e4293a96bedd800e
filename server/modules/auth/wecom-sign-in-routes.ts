// 企业微信扫码登录 (docs/wecom.md "Sign in with 企业微信"): the two public sign-in calls, and the
// first-sign-in setting behind /authorize's permission.
import type { FastifyInstance } from 'fastify';
import {
  wecomSignInFinish,
  wecomSignInSettingsGet,
  wecomSignInSettingsSave,
  wecomSignInStart,
} from '../../../contract/auth-wecom';
import type { RouteDeps } from '../../http/app-deps';
import { registerEndpoint } from '../../http/endpoint-routes';
import { requestOrigin } from './login-route';
import { saveWecomSignInSettings, wecomSignInSettingsWithRoles } from './wecom-accounts';
import { finishWecomSignIn, startWecomSignIn } from './wecom-sign-in';

/** Public scope: the login page calls these before anyone is signed in. */
export function registerWecomSignInRoutes(open: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(open, wecomSignInStart, ({ request, body }) =>
    startWecomSignIn(deps, request, body),
  );
  registerEndpoint(open, wecomSignInFinish, ({ request, body }) =>
    finishWecomSignIn(deps, body, requestOrigin(request)),
  );
}

/** Guarded scope: /authorize decides whether a first WeCom sign-in creates an account. */
export function registerWecomSignInSettingRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(scope, wecomSignInSettingsGet, ({ tenantId }) =>
    wecomSignInSettingsWithRoles(deps.db, tenantId),
  );
  registerEndpoint(scope, wecomSignInSettingsSave, ({ tenantId, body }) =>
    saveWecomSignInSettings(deps.db, tenantId, body, new Date(deps.now())),
  );
}
