import { isOpenMarketEndpoint } from '../../../../../contract/marketing/order-points/member-endpoints';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';

// spec §7 GET member/is-open-market (declared in contract/): whether the tenant has a live linked shop.
export function useOpenMarket() {
  return useEndpointQuery(isOpenMarketEndpoint, {}, { persist: true });
}
