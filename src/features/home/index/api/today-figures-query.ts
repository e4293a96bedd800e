import { queryOptions } from '@tanstack/react-query';
import { indexTodayFigures } from '../../../../../contract/platform-reads';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// /index key figures of today: counts only (statistics), kept for offline viewing.
export const todayFiguresQueryOptions = queryOptions({
  queryKey: ['platform', 'index', 'today-figures'],
  queryFn: () => callEndpoint(indexTodayFigures, {}),
  meta: { persist: true },
  refetchInterval: 5 * 60_000,
});
