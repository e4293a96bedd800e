import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListData } from '../../../../../contract/envelope';
import { MEMBER_API } from '../../../../../contract/marketing/order-points';
import type { PointsConvertRow } from '../../../../../contract/marketing/order-points';
import type { PointsConvertFilters } from '../../../../../contract/marketing/order-points/member-queries';
import { post } from '../../../../lib/http/client';
import type { RequestOptions } from '../../../../lib/http/client';
import { memberKeys } from './member-keys';

// spec §7 points-convert-list: orders that became points.
export const fetchConversions = (filters: PointsConvertFilters, options?: RequestOptions) =>
  post<ListData<PointsConvertRow>>(`${MEMBER_API}/points-convert-list`, filters, options);

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
