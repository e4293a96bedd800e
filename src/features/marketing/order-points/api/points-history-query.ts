import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListData } from '../../../../../contract/envelope';
import { MEMBER_API } from '../../../../../contract/marketing/order-points';
import type { PointsChangeRow } from '../../../../../contract/marketing/order-points';
import type { PointsChangePageFilters } from '../../../../../contract/marketing/order-points/member-queries';
import { post } from '../../../../lib/http/client';
import { memberKeys } from './member-keys';

// spec §7 points-change-page: the tenant's (or one member's) points history.
export function pointsHistoryQueryOptions(filters: PointsChangePageFilters) {
  return queryOptions({
    queryKey: memberKeys.history(filters),
    queryFn: () =>
      post<ListData<PointsChangeRow>>(`${MEMBER_API}/points-change-page`, filters, {
        cancelKey: 'points-history',
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePointsHistory(filters: PointsChangePageFilters) {
  return useQuery(pointsHistoryQueryOptions(filters));
}
