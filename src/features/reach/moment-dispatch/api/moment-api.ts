// issue #17 /moment-dispatch: the console's calls, derived from the contract's declarations.
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

export function useMomentDetail(id: number) {
  return useEndpointQuery(
    momentDetail,
    { params: { id } },
    { enabled: id > 0, refetchInterval: 5_000 },
  );
}

export function useMomentEmployees(
  id: number,
  query: EndpointInput<typeof momentEmployees>['query'],
) {
  // The detail read pulls publishes and interactions; these follow it.
  return useEndpointQuery(
    momentEmployees,
    { params: { id }, query },
    { enabled: id > 0, keepPrevious: true, refetchInterval: 5_000 },
  );
}

export function useMomentInteractions(
  id: number,
  query: EndpointInput<typeof momentInteractions>['query'],
) {
  // The detail read pulls publishes and interactions; these follow it.
  return useEndpointQuery(
    momentInteractions,
    { params: { id }, query },
    { enabled: id > 0, keepPrevious: true, refetchInterval: 5_000 },
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
