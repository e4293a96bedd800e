import { queryOptions, useQuery } from '@tanstack/react-query';
import { preferencesRead } from '../../../contract/platform-reads';
import { callEndpoint } from '../../lib/api/endpoint-client';

// issue #5: the operator's console preferences. A configuration list, so it is kept in the
// offline cache (meta.persist, see src/lib/query/query-client.ts).
export const preferencesQueryOptions = queryOptions({
  queryKey: ['platform', 'preferences'],
  queryFn: () => callEndpoint(preferencesRead, {}),
  staleTime: 5 * 60_000,
  meta: { persist: true },
});

export function usePreferences({ enabled = true } = {}) {
  return useQuery({ ...preferencesQueryOptions, enabled });
}
