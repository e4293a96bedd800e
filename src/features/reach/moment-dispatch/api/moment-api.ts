// issue #17 /moment-dispatch: the console's calls, derived from the contract's declarations.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '../../../../../contract/endpoint';
import {
  momentCancel,
  momentCreate,
  momentCreators,
  momentDetail,
  momentEmployees,
  momentInteractions,
  momentList,
  momentRemind,
} from '../../../../../contract/reach/moment-dispatch-endpoints';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

const READS = [momentList, momentDetail, momentEmployees, momentInteractions] as const;

export function useMomentList(query: EndpointInput<typeof momentList>['query']) {
  // Running tasks change as employees publish and customers like: look again while open.
  return useEndpointQuery(
    momentList,
    { query },
    { keepPrevious: true, cancelKey: momentList.path, refetchInterval: 15_000 },
  );
}

export function useMomentCreators() {
  return useEndpointQuery(momentCreators, {}, { staleTime: 60_000 });
}

/**
 * The detail read pulls publishes and interactions from the platform; each time it answers,
 * the task's employee and interaction pages are read again so they agree with its totals.
 */
export function useMomentDetail(id: number) {
  const client = useQueryClient();
  const detail = useEndpointQuery(
    momentDetail,
    { params: { id } },
    { enabled: id > 0, refetchInterval: 5_000 },
  );
  const updatedAt = detail.dataUpdatedAt;
  useEffect(() => {
    if (!updatedAt) return;
    for (const read of [momentEmployees, momentInteractions]) {
      void client.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === read.path &&
          (query.queryKey[1] as { params?: { id?: number } } | undefined)?.params?.id === id,
      });
    }
  }, [client, id, updatedAt]);
  return detail;
}

export function useMomentEmployees(
  id: number,
  query: EndpointInput<typeof momentEmployees>['query'],
) {
  return useEndpointQuery(
    momentEmployees,
    { params: { id }, query },
    { enabled: id > 0, keepPrevious: true },
  );
}

export function useMomentInteractions(
  id: number,
  query: EndpointInput<typeof momentInteractions>['query'],
) {
  return useEndpointQuery(
    momentInteractions,
    { params: { id }, query },
    { enabled: id > 0, keepPrevious: true },
  );
}

export function useCreateMoment() {
  return useEndpointMutation(momentCreate, { invalidates: [momentList, momentCreators] });
}

export function useRemindMoment() {
  return useEndpointMutation(momentRemind, { invalidates: READS });
}

export function useCancelMoment() {
  return useEndpointMutation(momentCancel, { invalidates: READS });
}
