import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_API } from '../../../../../contract/marketing/order-points';
import { get } from '../../../../lib/http/client';
import { memberKeys } from './member-keys';

// spec §7 GET member/is-open-market (declared in contract/): whether the tenant has a live linked shop.
export const openMarketQueryOptions = queryOptions({
  queryKey: memberKeys.openMarket,
  queryFn: () => get<boolean>(`${MEMBER_API}/is-open-market`),
  meta: { persist: true },
});

export function useOpenMarket() {
  return useQuery(openMarketQueryOptions);
}
