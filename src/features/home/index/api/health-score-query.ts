import { queryOptions } from '@tanstack/react-query';
import type { HealthScore } from '../../../../../contract/platform';
import { PLATFORM_API } from '../../../../../contract/platform';
import { post } from '../../../../lib/http/client';

// spec §7 get-system-health-score: the score and the checks behind it, each with a fix link.
export const healthScoreQueryOptions = queryOptions({
  queryKey: ['platform', 'index', 'health-score'],
  queryFn: () => post<HealthScore>(`${PLATFORM_API}/mini-initial-lead/get-system-health-score`),
  meta: { persist: true },
});
