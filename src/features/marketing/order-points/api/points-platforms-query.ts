import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListData } from '../../../../../contract/envelope';
import { MEMBER_API } from '../../../../../contract/marketing/order-points';
import type { PointsPlatformRow } from '../../../../../contract/marketing/order-points';
import { post } from '../../../../lib/http/client';
import { memberKeys } from './member-keys';

// spec §7 integral-set/platform-list: linked platforms, their shops and rules. Configuration,
// no personal data: persisted for the offline cache (docs/conventions.md).
export const pointsPlatformsQueryOptions = queryOptions({
  queryKey: memberKeys.platforms,
  queryFn: () => post<ListData<PointsPlatformRow>>(`${MEMBER_API}/integral-set/platform-list`, {}),
  meta: { persist: true },
});

export function usePointsPlatforms() {
  return useQuery(pointsPlatformsQueryOptions);
}
