import { queryOptions } from '@tanstack/react-query';
import type { HealthScore } from '../../../../../contract/platform';
import { post } from '../../../../lib/http/client';

// /config-check: the checks behind the health score, run by the server on request.
export const configCheckQueryOptions = queryOptions({
  queryKey: ['platform', 'config-check'],
  queryFn: () => post<HealthScore>('/scrm/v1/setting/config-check/run'),
  staleTime: 0,
});
