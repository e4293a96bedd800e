// issue #21 "Offline": every statistics query is persisted (design.md: statistics are safe to
// persist), so a page visited once renders offline with 数据更新于; a range never fetched says
// so instead of spinning.
import { useSyncExternalStore } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointInput, EndpointOutput, EndpointSpec } from '../../../../contract/endpoint';
import { callEndpoint, endpointKey } from '../../../lib/api/endpoint-client';
import { isOnline, subscribeOnline } from '../../../lib/offline/online-state';

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

export function useStatQuery<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E>) {
  const online = useOnline();
  const query = useQuery({
    queryKey: endpointKey(endpoint, input),
    queryFn: () => callEndpoint(endpoint, input) as Promise<EndpointOutput<E>>,
    meta: { persist: true },
    placeholderData: keepPreviousData,
  });
  // Offline, the previous range stays on screen (placeholder) but this range has no data.
  const missingOffline = !online && (query.data === undefined || query.isPlaceholderData);
  return { ...query, missingOffline };
}
