import type { PointsChangePageFilters } from '../../../../../contract/marketing/order-points/member-queries';
import { pointsChangePage } from '../../../../../contract/marketing/order-points/member-endpoints';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';

// spec §7 points-change-page: the tenant's (or one member's) points history.
export function usePointsHistory(filters: PointsChangePageFilters) {
  return useEndpointQuery(
    pointsChangePage,
    { body: filters },
    { cancelKey: 'points-history', keepPrevious: true },
  );
}
