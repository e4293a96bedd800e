// spec §3 developer, §4 audit: the tenant's application, polled while the platform reviews
// it, over the declarations of contract/setting/developer.ts (issue #12).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeveloperApplyBody } from '../../../../../contract/setting/developer';
import { developerApply, developerGet } from '../../../../../contract/setting/developer';
import { callEndpoint, endpointKey } from '../../../../lib/api/endpoint-client';

export const developerQueryOptions = queryOptions({
  queryKey: endpointKey(developerGet, {}),
  queryFn: () => callEndpoint(developerGet, {}),
  refetchInterval: (query) => (query.state.data?.check_status === 0 ? 10_000 : false),
});

export function applyDeveloper(body: DeveloperApplyBody) {
  return callEndpoint(developerApply, { body });
}

/** Applies, puts the application in the cache (the page polls it), then `onApplied`. */
export function useApplyDeveloper(onApplied: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyDeveloper,
    onSuccess: (data) => {
      client.setQueryData(developerQueryOptions.queryKey, data);
      onApplied();
    },
  });
}
