import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys } from './member-keys';
import { pointsPlatformList } from '../../../../../contract/marketing/order-points/member-endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 integral-set/platform-list: linked platforms, their shops and rules. Configuration,
// no personal data: persisted for the offline cache (docs/conventions.md).
export const pointsPlatformsQueryOptions = queryOptions({
  queryKey: memberKeys.platforms,
  queryFn: () => callEndpoint(pointsPlatformList, {}),
  meta: { persist: true },
});

export function usePointsPlatforms() {
  return useQuery(pointsPlatformsQueryOptions);
}
