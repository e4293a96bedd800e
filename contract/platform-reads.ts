// spec §7 /scrm/v1/platform: the reads every signed-in member's shell and /index make (auth
// states, the getting-started guide, notices, the menu, preferences, the upload sign),
// declared once (issue #34). None needs a menu code: they read the token's tenant and user.
// Kept free of schema values (no zod): the shell imports them at start-up, and /index's
// initial JS has a budget (scripts/check-bundle.mjs); the writes with bodies live in
// platform-endpoints.ts, which re-exports these.
import type { MenuData } from './auth';
import { defineEndpoint, responseOf, signedIn } from './endpoint';
import type {
  AuthStatusData,
  HealthScore,
  IndexCorpInfo,
  IndexTodayFigures,
  InitialLead,
  ScrmAppInfo,
} from './platform';
import type { Notice } from './platform-notice';
import type { ConsolePreferences } from './preferences';
import { PREFERENCES_API } from './preferences';
import type { UploadSign } from './upload';
import { OSS_SIGN_PATH } from './upload';

export const INITIAL_LEAD_API = '/scrm/v1/platform/mini-initial-lead';

export const ownAuthStatus = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/platform/app/auth/status',
  permission: signedIn,
  response: responseOf<AuthStatusData>(),
});

export const thirdAuthStatus = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/platform/third-app/auth/status',
  permission: signedIn,
  response: responseOf<AuthStatusData>(),
});

export const scrmAppInfoEndpoint = defineEndpoint({
  method: 'POST',
  path: `${INITIAL_LEAD_API}/get-scrm-app-info`,
  permission: signedIn,
  response: responseOf<ScrmAppInfo>(),
});

export const indexCorpInfoEndpoint = defineEndpoint({
  method: 'POST',
  path: `${INITIAL_LEAD_API}/get-index-corp-info`,
  permission: signedIn,
  response: responseOf<IndexCorpInfo>(),
});

export const indexTodayFigures = defineEndpoint({
  method: 'POST',
  path: `${INITIAL_LEAD_API}/get-index-today-figures`,
  permission: signedIn,
  // issue #41: the figures of the reader's data scope (docs/permissions.md)
  scoped: true,
  response: responseOf<IndexTodayFigures>(),
});

export const systemHealthScore = defineEndpoint({
  method: 'POST',
  path: `${INITIAL_LEAD_API}/get-system-health-score`,
  permission: signedIn,
  response: responseOf<HealthScore>(),
});

export const initialLeadEndpoint = defineEndpoint({
  method: 'POST',
  path: `${INITIAL_LEAD_API}/get-initial-lead-by-tenant-id`,
  permission: signedIn,
  response: responseOf<InitialLead>(),
});

export const noticePush = defineEndpoint({
  method: 'POST',
  path: `${INITIAL_LEAD_API}/get-notice-push-with-tenant`,
  permission: signedIn,
  response: responseOf<Notice[]>(),
});

export const menuEndpoint = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/platform/menu',
  permission: signedIn,
  response: responseOf<MenuData>(),
});

export const preferencesRead = defineEndpoint({
  method: 'GET',
  path: PREFERENCES_API,
  permission: signedIn,
  response: responseOf<ConsolePreferences>(),
});

export const ossSign = defineEndpoint({
  method: 'GET',
  path: OSS_SIGN_PATH,
  permission: signedIn,
  response: responseOf<UploadSign>(),
});
