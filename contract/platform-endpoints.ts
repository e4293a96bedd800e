// spec §7 /scrm/v1/platform: the calls every signed-in member's shell and /index make (auth
// states, the getting-started guide, notices, the menu, preferences, the upload sign),
// declared once (issue #34). None needs a menu code: they read the token's tenant and user.
import type { MenuData } from './auth';
import { defineEndpoint, responseOf, signedIn } from './endpoint';
import type { ListData } from './envelope';
import type {
  AuthStatusData,
  HealthScore,
  IndexCorpInfo,
  IndexTodayFigures,
  InitialLead,
  ScrmAppInfo,
} from './platform';
import type { Notice, NoticeListItem } from './platform-notice';
import { noticeStatusBodySchema, pageBodySchema } from './platform-notice';
import type { ConsolePreferences } from './preferences';
import { PREFERENCES_API } from './preferences';
import { consolePreferencesInput } from './preferences-input';
import { initialLeadUpdateSchema } from './setting/authorize';
import type { UploadSign } from './upload';
import { OSS_SIGN_PATH } from './upload';

const LEAD = '/scrm/v1/platform/mini-initial-lead';

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
  path: `${LEAD}/get-scrm-app-info`,
  permission: signedIn,
  response: responseOf<ScrmAppInfo>(),
});

export const indexCorpInfoEndpoint = defineEndpoint({
  method: 'POST',
  path: `${LEAD}/get-index-corp-info`,
  permission: signedIn,
  response: responseOf<IndexCorpInfo>(),
});

export const indexTodayFigures = defineEndpoint({
  method: 'POST',
  path: `${LEAD}/get-index-today-figures`,
  permission: signedIn,
  response: responseOf<IndexTodayFigures>(),
});

export const systemHealthScore = defineEndpoint({
  method: 'POST',
  path: `${LEAD}/get-system-health-score`,
  permission: signedIn,
  response: responseOf<HealthScore>(),
});

export const initialLeadEndpoint = defineEndpoint({
  method: 'POST',
  path: `${LEAD}/get-initial-lead-by-tenant-id`,
  permission: signedIn,
  response: responseOf<InitialLead>(),
});

export const initialLeadUpdate = defineEndpoint({
  method: 'POST',
  path: `${LEAD}/update-initial-lead-by-id`,
  permission: signedIn,
  body: initialLeadUpdateSchema,
  response: responseOf<InitialLead>(),
});

export const noticePageEndpoint = defineEndpoint({
  method: 'POST',
  path: `${LEAD}/get-notice-page-not-with-tenant`,
  permission: signedIn,
  body: pageBodySchema,
  response: responseOf<ListData<NoticeListItem>>(),
});

export const noticePush = defineEndpoint({
  method: 'POST',
  path: `${LEAD}/get-notice-push-with-tenant`,
  permission: signedIn,
  response: responseOf<Notice[]>(),
});

export const noticeStatusUpdate = defineEndpoint({
  method: 'POST',
  path: `${LEAD}/update-notice-status`,
  permission: signedIn,
  body: noticeStatusBodySchema,
  response: responseOf<{ updated: number }>(),
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

export const preferencesSave = defineEndpoint({
  method: 'POST',
  path: PREFERENCES_API,
  permission: signedIn,
  body: consolePreferencesInput,
  response: responseOf<ConsolePreferences>(),
});

export const ossSign = defineEndpoint({
  method: 'GET',
  path: OSS_SIGN_PATH,
  permission: signedIn,
  response: responseOf<UploadSign>(),
});
