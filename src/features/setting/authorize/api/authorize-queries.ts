import { queryOptions } from '@tanstack/react-query';
import {
  businessInfo,
  corporationCustomApp,
  corporationThirdApp,
  grantStep,
  licenseAuthCheck,
  licenseCheckResult,
  ownAppAuthDetail,
  ownAppConfig,
  thirdAppAuthDetail,
  thirdCorpInfo,
} from '../../../../../contract/setting/authorize-endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 reads of /authorize. Keys under ['platform'] (the shell's tenant state): a grant or
// a save invalidates them all, banners included.

export const businessInfoQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'business-info'],
  queryFn: () => callEndpoint(businessInfo, {}),
});

export const ownAppConfigQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'own-config'],
  queryFn: () => callEndpoint(ownAppConfig, {}),
});

export const ownAuthDetailQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'own-detail'],
  queryFn: () => callEndpoint(ownAppAuthDetail, {}),
});

export const thirdAuthDetailQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'third-detail'],
  queryFn: () => callEndpoint(thirdAppAuthDetail, {}),
});

export const thirdCorpInfoQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'third-corp'],
  queryFn: () => callEndpoint(thirdCorpInfo, {}),
});

export const grantStepQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'grant-step'],
  queryFn: () => callEndpoint(grantStep, {}),
});

export const customAppQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'custom-app'],
  queryFn: () => callEndpoint(corporationCustomApp, {}),
});

export const thirdAppQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'third-app'],
  queryFn: () => callEndpoint(corporationThirdApp, {}),
});

export const checkResultQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'check-result'],
  queryFn: () => callEndpoint(licenseCheckResult, {}),
});

export const authCheckQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'auth-check'],
  queryFn: () => callEndpoint(licenseAuthCheck, {}),
});

/** The corp card (its logo follows the app mode), as /index shows it: the same query. */
export { corpInfoQueryOptions } from '../../../../data/corp-info/corp-info-query';
