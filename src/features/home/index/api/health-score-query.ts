import { queryOptions } from '@tanstack/react-query';
import { systemHealthScore } from '../../../../../contract/platform-reads';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 get-system-health-score: the score and the checks behind it, each with a fix link.
export const healthScoreQueryOptions = queryOptions({
  queryKey: ['platform', 'index', 'health-score'],
  queryFn: () => callEndpoint(systemHealthScore, {}),
  meta: { persist: true },
});
