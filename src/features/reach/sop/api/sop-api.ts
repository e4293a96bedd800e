// issue #18: the console's calls of an SOP page, derived from the contract's declarations.
import type { EndpointInput } from '../../../../../contract/endpoint';
import { reachOptions } from '../../../../../contract/reach/reach-options';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';
import type { SopEndpoints } from '../sop-config';

export function useSopOptions() {
  return useEndpointQuery(reachOptions, {}, { staleTime: 60_000 });
}

export function usePlanList(
  endpoints: SopEndpoints,
  query: EndpointInput<SopEndpoints['list']>['query'],
) {
  return useEndpointQuery(
    endpoints.list,
    { query },
    { keepPrevious: true, cancelKey: endpoints.list.path },
  );
}

export function usePlanDetail(endpoints: SopEndpoints, id: number) {
  return useEndpointQuery(endpoints.detail, { params: { id } }, { enabled: id > 0 });
}

export function usePlanStats(endpoints: SopEndpoints, id: number) {
  return useEndpointQuery(
    endpoints.stats,
    { params: { id } },
    { enabled: id > 0, refetchInterval: 30_000 },
  );
}

export function useTaskList(
  endpoints: SopEndpoints,
  query: EndpointInput<SopEndpoints['tasks']>['query'],
) {
  return useEndpointQuery(
    endpoints.tasks,
    { query },
    { keepPrevious: true, refetchInterval: 30_000 },
  );
}

/**
 * issue #38 item 7: who the plan about to be saved reaches now, read when the confirm step
 * opens (the mass sends' check over the plan's executors and target).
 */
export function useSopSendCheck(endpoints: SopEndpoints, body: unknown, enabled: boolean) {
  return useEndpointQuery(
    endpoints.check,
    { body: body as EndpointInput<SopEndpoints['check']>['body'] },
    { enabled, retry: false },
  );
}

/** Every write refreshes the page's reads (list, detail, figures, tasks). */
export function useSopWrites(endpoints: SopEndpoints) {
  const invalidates = [endpoints.list, endpoints.detail, endpoints.stats, endpoints.tasks];
  return {
    create: useEndpointMutation(endpoints.create, { invalidates }),
    update: useEndpointMutation(endpoints.update, { invalidates }),
    setState: useEndpointMutation(endpoints.setState, { invalidates }),
    remove: useEndpointMutation(endpoints.remove, { invalidates }),
    markSent: useEndpointMutation(endpoints.markSent, { invalidates }),
  };
}
