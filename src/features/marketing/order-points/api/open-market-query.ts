import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys } from './member-keys';
import { isOpenMarketEndpoint } from '../../../../../contract/marketing/order-points/member-endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 GET member/is-open-market (declared in contract/): whether the tenant has a live linked shop.
export const openMarketQueryOptions = queryOptions({
  queryKey: memberKeys.openMarket,
  queryFn: () => callEndpoint(isOpenMarketEndpoint, {}),
  meta: { persist: true },
});

export function useOpenMarket() {
  return useQuery(openMarketQueryOptions);
}
