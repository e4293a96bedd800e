// issue #12: query options and mutation hooks derived from the contract's declarations — the
// one way a feature reads or writes. Feature `api/` files are a few lines over these.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { EndpointInput, EndpointOutput, EndpointSpec } from '../../contract/endpoint';
import { callEndpoint, endpointKey } from '../lib/api/endpoint-client';
import type { RequestOptions } from '../lib/http/request-options';

export interface EndpointQueryOptions {
  /** Write to the offline cache: statistics and configuration only, never personal data. */
  readonly persist?: boolean;
  /** spec §4: a newer call with the same key cancels this one (lists typed into). */
  readonly cancelKey?: string;
  /** Keep showing the previous page while the next loads (lists). */
  readonly keepPrevious?: boolean;
  readonly enabled?: boolean;
  readonly staleTime?: number;
  readonly refetchInterval?: number | false;
}

/** TanStack query options of one GET call of `endpoint`. */
export function endpointQuery<E extends EndpointSpec>(
  endpoint: E,
  input: EndpointInput<E>,
  options: EndpointQueryOptions = {},
) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: () =>
      callEndpoint(endpoint, input, options.cancelKey ? { cancelKey: options.cancelKey } : {}),
    meta: options.persist ? { persist: true } : undefined,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    enabled: options.enabled,
    staleTime: options.staleTime,
    refetchInterval: options.refetchInterval,
  });
}

export function useEndpointQuery<E extends EndpointSpec>(
  endpoint: E,
  input: EndpointInput<E>,
  options: EndpointQueryOptions = {},
) {
  return useQuery<EndpointOutput<E>>(endpointQuery(endpoint, input, options) as never);
}

export interface EndpointMutationOptions {
  /** Endpoints whose cached reads this write makes stale. */
  readonly invalidates?: readonly EndpointSpec[];
  /** Request options (e.g. `quietCodes` a form shows inline, `loading`). */
  readonly request?: RequestOptions;
}

/** A mutation hook that sends `endpoint` and refreshes the reads it invalidates. */
export function useEndpointMutation<E extends EndpointSpec>(
  endpoint: E,
  options: EndpointMutationOptions = {},
) {
  const client = useQueryClient();
  return useMutation<EndpointOutput<E>, Error, EndpointInput<E>>({
    mutationFn: (input) => callEndpoint(endpoint, input, options.request ?? { loading: true }),
    onSuccess: async () => {
      await Promise.all(
        (options.invalidates ?? []).map((read) =>
          client.invalidateQueries({ queryKey: endpointKey(read) }),
        ),
      );
    },
  });
}
