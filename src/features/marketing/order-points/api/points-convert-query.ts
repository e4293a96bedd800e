import type { PointsConvertFilters } from '../../../../../contract/marketing/order-points/member-queries';
import { pointsConvertList } from '../../../../../contract/marketing/order-points/member-endpoints';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';

// spec §7 points-convert-list: orders that became points.
export function usePointsConversions(filters: PointsConvertFilters) {
  return useEndpointQuery(
    pointsConvertList,
    { body: filters },
    { cancelKey: 'points-convert', keepPrevious: true },
  );
}
