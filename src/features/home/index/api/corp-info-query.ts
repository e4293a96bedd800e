import { queryOptions } from '@tanstack/react-query';
import { indexCorpInfoEndpoint } from '../../../../../contract/platform-reads';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 get-index-corp-info: name, logo, app mode, seats. Configuration, no personal data.
export const corpInfoQueryOptions = queryOptions({
  queryKey: ['platform', 'index', 'corp-info'],
  queryFn: () => callEndpoint(indexCorpInfoEndpoint, {}),
  meta: { persist: true },
});
