// spec §2 /authorize, §7 app/*, third-app/*, application-license/*,
// mini-authorize-operate-record/* and the mini-program binding (spec §3), declared once
// (issue #34). Paths keep the spec's /scrm/v1/platform family. Reads are open to every member
// (/authorize is a special page, spec §2); writes and grant URLs need its own code (pageCode).
import type { ListData } from '../envelope';
import { defineEndpoint, page, pageCode, responseOf } from '../endpoint';
import { pageBodySchema } from '../platform-notice';
import type {
  AppAuthDetail,
  AuthCheckItem,
  AuthCodeResult,
  BusinessInfo,
  CheckResultData,
  CorporationApp,
  GrantKind,
  GrantStepData,
  GrantUrlData,
  OperateRecord,
  OwnAppConfig,
  ThirdCorpInfo,
} from './authorize';
import {
  authCodeQuerySchema,
  grantUrlQuerySchema,
  logoUpdateSchema,
  ownAppSaveSchema,
} from './authorize';
import type { MiniProgram } from './authorize-mini-program';
import { miniProgramBindSchema } from './authorize-mini-program';

const READ = page('/authorize');
const WRITE = pageCode('/authorize');

export const ownAppConfig = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/platform/app/config/get',
  permission: READ,
  response: responseOf<OwnAppConfig>(),
});

export const ownAppSave = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/platform/app/internal/save',
  permission: WRITE,
  action: 'settings',
  body: ownAppSaveSchema,
  response: responseOf<OwnAppConfig>(),
});

export const ownAppAuthDetail = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/platform/app/auth/detail',
  permission: READ,
  response: responseOf<AppAuthDetail>(),
});

const logoUpdate = (kind: 'app' | 'third-app') =>
  defineEndpoint({
    method: 'POST',
    path: `/scrm/v1/platform/${kind}/corp/logo/update`,
    permission: WRITE,
    action: 'settings',
    body: logoUpdateSchema,
    response: responseOf<{ logo_url: string }>(),
  });
export const ownAppLogoUpdate = logoUpdate('app');
export const thirdAppLogoUpdate = logoUpdate('third-app');

const grantUrl = (path: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    permission: WRITE,
    action: 'settings',
    query: grantUrlQuerySchema,
    response: responseOf<GrantUrlData>(),
  });

/** The consent-page URL of each grant kind. */
export const GRANT_URL_ENDPOINTS = {
  third_app: grantUrl('/scrm/v1/platform/third-app/get-grant-url'),
  license: grantUrl('/scrm/v1/platform/application-license/get-grant-url'),
  customized_auth: grantUrl('/scrm/v1/platform/application-license/get-customized-auth-url'),
  customized_grant: grantUrl('/scrm/v1/platform/application-license/get-customized-grant-url'),
} satisfies Record<GrantKind, unknown>;

export const addByAuthCode = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/platform/application-license/add-by-auth-code',
  permission: WRITE,
  action: 'settings',
  query: authCodeQuerySchema,
  response: responseOf<AuthCodeResult>(),
});

export const thirdAppAuthDetail = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/platform/third-app/auth/detail',
  permission: READ,
  response: responseOf<AppAuthDetail>(),
});

export const thirdCorpInfo = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/platform/third-app/corp/info',
  permission: READ,
  response: responseOf<ThirdCorpInfo>(),
});

export const grantStep = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/platform/application-license/get-grant-step',
  permission: READ,
  response: responseOf<GrantStepData>(),
});

export const businessInfo = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/platform/application-license/get-business-info',
  permission: READ,
  response: responseOf<BusinessInfo>(),
});

export const corporationCustomApp = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/platform/application-license/get-corporation-custom-app',
  permission: READ,
  response: responseOf<CorporationApp | null>(),
});

export const corporationThirdApp = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/platform/application-license/get-corporation-third-app',
  permission: READ,
  response: responseOf<CorporationApp | null>(),
});

export const licenseCheckResult = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/platform/application-license/check-result',
  permission: READ,
  response: responseOf<CheckResultData>(),
});

export const licenseAuthCheck = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/platform/application-license/auth/check',
  permission: READ,
  response: responseOf<AuthCheckItem[]>(),
});

export const operateRecords = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/platform/mini-authorize-operate-record/get-operate-record-by-tenant-id',
  permission: READ,
  body: pageBodySchema,
  response: responseOf<ListData<OperateRecord>>(),
});

export const miniProgramList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/platform/mini-program/list',
  permission: READ,
  response: responseOf<ListData<MiniProgram>>(),
});

const miniProgramAction = (action: 'bind' | 'unbind') =>
  defineEndpoint({
    method: 'POST',
    path: `/scrm/v1/platform/mini-program/${action}`,
    permission: WRITE,
    action: 'settings',
    body: miniProgramBindSchema,
    response: responseOf<MiniProgram>(),
  });
export const miniProgramBind = miniProgramAction('bind');
export const miniProgramUnbind = miniProgramAction('unbind');
