// issue #2 the signed-in session's calls (sign-out, tenant switch, profile), declared once
// (issue #34). Any member of the tenant may make them; sign-in and the code exchange are
// public routes of server/http/app.ts (no token yet).
import { defineEndpoint, responseOf, signedIn } from './endpoint';
import type { ProfileData, SessionData } from './auth';
import { switchTenantBodySchema } from './auth';

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/auth/logout',
  permission: signedIn,
  response: responseOf<null>(),
});

export const switchTenantEndpoint = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/auth/switch-tenant',
  permission: signedIn,
  body: switchTenantBodySchema,
  response: responseOf<SessionData>(),
});

export const profileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/auth/profile',
  permission: signedIn,
  response: responseOf<ProfileData>(),
});
