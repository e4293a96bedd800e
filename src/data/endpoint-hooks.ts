// issue #12, #34 "one data path": query options and mutation hooks derived from the contract's
// declarations — the one way a feature reads or writes. Feature `api/` files are a few lines
// over these; nothing else in src/ calls useQuery with callEndpoint.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { EndpointInput, EndpointOutput, EndpointDeclaration } from '../../contract/endpoint';
import { callEndpoint, endpointKey } from '../lib/api/endpoint-client';
import type { RequestOptions } from '../lib/http/request-options';
import { useOnline } from '../lib/offline/use-online';

/** A fixed interval, none, or one chosen from the last answer (e.g. poll while 发送中). */
export type RefetchInterval<T> = number | false | ((data: T | undefined) => number | false);

export interface EndpointQueryOptions<T = unknown> {
  /** Write to the offline cache: statistics and configuration only, never personal data. */
  readonly persist?: boolean;
  /** spec §4: a newer call with the same key cancels this one (lists typed into). */
  readonly cancelKey?: string;
  /** Keep showing the previous page while the next loads (lists). */
  readonly keepPrevious?: boolean;
  readonly enabled?: boolean;
  readonly staleTime?: number;
  readonly refetchInterval?: RefetchInterval<T>;
  /** Retry a failed read (TanStack's default); `false` for previews that answer 4xx. */
  readonly retry?: boolean;
  /** Appended to the key: a value whose change must fetch again (e.g. a detail's version). */
  readonly keyExtra?: unknown;
}

/** TanStack query options of one GET (or read-only POST) call of `endpoint`. */
export function endpointQuery<E extends EndpointDeclaration>(
  endpoint: E,
  input: EndpointInput<E>,
  options: EndpointQueryOptions<EndpointOutput<E>> = {},
) {
  const { refetchInterval } = options;
  const baseKey = endpointKey(endpoint, input);
  return queryOptions<EndpointOutput<E>>({
    queryKey: options.keyExtra === undefined ? baseKey : [...baseKey, options.keyExtra],
    queryFn: () =>
      callEndpoint(endpoint, input, options.cancelKey ? { cancelKey: options.cancelKey } : {}),
    meta: options.persist ? { persist: true } : undefined,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    enabled: options.enabled,
    staleTime: options.staleTime,
    retry: options.retry,
    refetchInterval:
      typeof refetchInterval === 'function'
        ? (query) => refetchInterval(query.state.data)
        : refetchInterval,
  });
}

export type EndpointQueryResult<T> = UseQueryResult<T> & {
  /**
   * Offline, and this input was never loaded on this device: the previous input's answer
   * may still be on screen (placeholder), but it is not this one's (issue #21 "Offline").
   */
  readonly missingOffline: boolean;
};

export function useEndpointQuery<E extends EndpointDeclaration>(
  endpoint: E,
  input: EndpointInput<E>,
  options: EndpointQueryOptions<EndpointOutput<E>> = {},
): EndpointQueryResult<EndpointOutput<E>> {
  const online = useOnline();
  const query = useQuery(endpointQuery(endpoint, input, options));
  const missingOffline = !online && (query.data === undefined || query.isPlaceholderData);
  return Object.assign(query, { missingOffline });
}

export interface EndpointMutationOptions {
  /** Endpoints whose cached reads this write makes stale. */
  readonly invalidates?: readonly EndpointDeclaration[];
  /** Request options (e.g. `quietCodes` a form shows inline, `loading`). */
  readonly request?: RequestOptions;
  /**
   * issue #38 item 4: the write is a form's save; a 400 naming a field rejects without the
   * generic toast and the form shows it beside the field (`useContractForm().showServerError`).
   */
  readonly fieldErrors?: boolean;
}

/**
 * Marks every cached read of `reads` stale (all inputs): the declared invalidation of a write,
 * also for a write hook that sends more than one endpoint (save, then publish).
 */
export function invalidateReads(client: QueryClient, reads: readonly EndpointDeclaration[]) {
  return Promise.all(
    reads.map((read) => client.invalidateQueries({ queryKey: endpointKey(read) })),
  );
}

/** A mutation hook that sends `endpoint` and refreshes the reads it invalidates. */
export function useEndpointMutation<E extends EndpointDeclaration>(
  endpoint: E,
  options: EndpointMutationOptions = {},
) {
  const client = useQueryClient();
  return useMutation<EndpointOutput<E>, Error, EndpointInput<E>>({
    mutationFn: (input) =>
      callEndpoint(endpoint, input, {
        ...(options.request ?? { loading: true }),
        ...(options.fieldErrors ? { fieldErrors: true } : {}),
      }),
    onSuccess: async () => {
      await invalidateReads(client, options.invalidates ?? []);
    },
  });
}
