// issue #19: the customer area's reads and writes derived from the contract's declarations
// (docs/architecture.md step 3) until src/data's endpoint hooks land on main.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, EndpointOutput, EndpointSpec } from '../../../../contract/endpoint';
import { callEndpoint, endpointKey } from '../../../lib/api/endpoint-client';

export function useEndpointQuery<E extends EndpointSpec>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { enabled?: boolean; refetchInterval?: number | false } = {},
) {
  return useQuery({
    queryKey: endpointKey(endpoint, input),
    queryFn: () => callEndpoint(endpoint, input),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
  });
}

export function useEndpointMutation<E extends EndpointSpec>(
  endpoint: E,
  invalidates: readonly EndpointSpec[] = [],
) {
  const client = useQueryClient();
  return useMutation<EndpointOutput<E>, Error, EndpointInput<E>>({
    mutationFn: (input) => callEndpoint(endpoint, input, { loading: true }),
    onSuccess: () =>
      Promise.all(
        invalidates.map((each) => client.invalidateQueries({ queryKey: endpointKey(each) })),
      ),
  });
}
