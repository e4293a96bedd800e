import { pointsPlatformList } from '../../../../../contract/marketing/order-points/member-endpoints';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';

// spec §7 integral-set/platform-list: linked platforms, their shops and rules. Configuration,
// no personal data: persisted for the offline cache (docs/conventions.md).
export function usePointsPlatforms() {
  return useEndpointQuery(pointsPlatformList, {}, { persist: true });
}
