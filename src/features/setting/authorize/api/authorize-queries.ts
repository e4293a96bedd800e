import { queryOptions } from '@tanstack/react-query';
import type {
  AppAuthDetail,
  BusinessInfo,
  CheckResultData,
  AuthCheckItem,
  CorporationApp,
  GrantStepData,
  OwnAppConfig,
  ThirdCorpInfo,
} from '../../../../../contract/setting/authorize';
import type { IndexCorpInfo } from '../../../../../contract/platform';
import { PLATFORM_API } from '../../../../../contract/platform';
import { get, post } from '../../../../lib/http/client';

// spec §7 reads of /authorize. Keys under ['platform'] (the shell's tenant state): a grant or
// a save invalidates them all, banners included.
const LICENSE = `${PLATFORM_API}/application-license`;

export const businessInfoQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'business-info'],
  queryFn: () => get<BusinessInfo>(`${LICENSE}/get-business-info`),
});

export const ownAppConfigQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'own-config'],
  queryFn: () => get<OwnAppConfig>(`${PLATFORM_API}/app/config/get`),
});

export const ownAuthDetailQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'own-detail'],
  queryFn: () => get<AppAuthDetail>(`${PLATFORM_API}/app/auth/detail`),
});

export const thirdAuthDetailQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'third-detail'],
  queryFn: () => get<AppAuthDetail>(`${PLATFORM_API}/third-app/auth/detail`),
});

export const thirdCorpInfoQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'third-corp'],
  queryFn: () => get<ThirdCorpInfo>(`${PLATFORM_API}/third-app/corp/info`),
});

export const grantStepQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'grant-step'],
  queryFn: () => get<GrantStepData>(`${LICENSE}/get-grant-step`),
});

export const customAppQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'custom-app'],
  queryFn: () => get<CorporationApp | null>(`${LICENSE}/get-corporation-custom-app`),
});

export const thirdAppQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'third-app'],
  queryFn: () => get<CorporationApp | null>(`${LICENSE}/get-corporation-third-app`),
});

export const checkResultQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'check-result'],
  queryFn: () => post<CheckResultData>(`${LICENSE}/check-result`),
});

export const authCheckQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'auth-check'],
  queryFn: () => post<AuthCheckItem[]>(`${LICENSE}/auth/check`),
});

/** The corp card (its logo follows the app mode), as /index shows it. */
export const corpInfoQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'corp-info'],
  queryFn: () => post<IndexCorpInfo>(`${PLATFORM_API}/mini-initial-lead/get-index-corp-info`),
});
