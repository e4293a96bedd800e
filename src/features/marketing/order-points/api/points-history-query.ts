import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PointsChangePageFilters } from '../../../../../contract/marketing/order-points/member-queries';
import { memberKeys } from './member-keys';
import { pointsChangePage } from '../../../../../contract/marketing/order-points/member-endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 points-change-page: the tenant's (or one member's) points history.
export function pointsHistoryQueryOptions(filters: PointsChangePageFilters) {
  return queryOptions({
    queryKey: memberKeys.history(filters),
    queryFn: () =>
      callEndpoint(
        pointsChangePage,
        { body: filters },
        {
          cancelKey: 'points-history',
        },
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePointsHistory(filters: PointsChangePageFilters) {
  return useQuery(pointsHistoryQueryOptions(filters));
}
