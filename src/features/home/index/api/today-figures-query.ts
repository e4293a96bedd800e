import { queryOptions } from '@tanstack/react-query';
import type { IndexTodayFigures } from '../../../../../contract/platform';
import { PLATFORM_API } from '../../../../../contract/platform';
import { post } from '../../../../lib/http/client';

// /index key figures of today: counts only (statistics), kept for offline viewing.
export const todayFiguresQueryOptions = queryOptions({
  queryKey: ['platform', 'index', 'today-figures'],
  queryFn: () =>
    post<IndexTodayFigures>(`${PLATFORM_API}/mini-initial-lead/get-index-today-figures`),
  meta: { persist: true },
  refetchInterval: 5 * 60_000,
});
