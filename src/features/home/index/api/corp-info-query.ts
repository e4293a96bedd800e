import { queryOptions } from '@tanstack/react-query';
import type { IndexCorpInfo } from '../../../../../contract/platform';
import { PLATFORM_API } from '../../../../../contract/platform';
import { post } from '../../../../lib/http/client';

// spec §7 get-index-corp-info: name, logo, app mode, seats. Configuration, no personal data.
export const corpInfoQueryOptions = queryOptions({
  queryKey: ['platform', 'index', 'corp-info'],
  queryFn: () => post<IndexCorpInfo>(`${PLATFORM_API}/mini-initial-lead/get-index-corp-info`),
  meta: { persist: true },
});
