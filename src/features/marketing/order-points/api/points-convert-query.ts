import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PointsConvertFilters } from '../../../../../contract/marketing/order-points/member-queries';
import type { RequestOptions } from '../../../../lib/http/client';
import { memberKeys } from './member-keys';
import { pointsConvertList } from '../../../../../contract/marketing/order-points/member-endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 points-convert-list: orders that became points.
export const fetchConversions = (filters: PointsConvertFilters, options?: RequestOptions) =>
  callEndpoint(pointsConvertList, { body: filters }, options);

export function pointsConvertQueryOptions(filters: PointsConvertFilters) {
  return queryOptions({
    queryKey: memberKeys.conversions(filters),
    queryFn: () => fetchConversions(filters, { cancelKey: 'points-convert' }),
    placeholderData: keepPreviousData,
  });
}

export function usePointsConversions(filters: PointsConvertFilters) {
  return useQuery(pointsConvertQueryOptions(filters));
}
