// issue #17: the console's calls of a mass-send page, derived from the contract's
// declarations (the private-chat and group-chat sets have the same shapes except the body).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '../../../../../contract/endpoint';
import type { groupChatEndpoints } from '../../../../../contract/reach/group-chat';
import type { privateChatEndpoints } from '../../../../../contract/reach/private-chat';
import { reachOptions } from '../../../../../contract/reach/reach-options';
import { callEndpoint, endpointKey } from '../../../../lib/api/endpoint-client';

export type MassEndpoints = typeof privateChatEndpoints | typeof groupChatEndpoints;
type Common = typeof privateChatEndpoints;

export function useReachOptions() {
  return useQuery({
    queryKey: endpointKey(reachOptions),
    queryFn: () => callEndpoint(reachOptions, {}),
    staleTime: 60_000,
  });
}

export function useSendList(
  endpoints: MassEndpoints,
  query: EndpointInput<Common['list']>['query'],
) {
  const endpoint = endpoints.list as Common['list'];
  return useQuery({
    queryKey: endpointKey(endpoint, { query }),
    queryFn: () => callEndpoint(endpoint, { query }, { cancelKey: endpoint.path }),
    placeholderData: keepPreviousData,
    // A sending send changes as employees confirm: look again while the page is open.
    refetchInterval: 10_000,
  });
}

export function useSendDetail(endpoints: MassEndpoints, id: number) {
  const endpoint = endpoints.detail as Common['detail'];
  return useQuery({
    queryKey: endpointKey(endpoint, { params: { id } }),
    queryFn: () => callEndpoint(endpoint, { params: { id } }),
    enabled: id > 0,
    // 发送中 and 准备中 (recipients still being created) change by the second.
    refetchInterval: (query) =>
      query.state.data?.status === 2 || query.state.data?.status === 5 ? 3000 : false,
  });
}

export function useSendTasks(endpoints: MassEndpoints, id: number, version: unknown) {
  const endpoint = endpoints.tasks as Common['tasks'];
  return useQuery({
    queryKey: [...endpointKey(endpoint, { params: { id } }), version],
    queryFn: () => callEndpoint(endpoint, { params: { id } }),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
}

export function useSendRecipients(
  endpoints: MassEndpoints,
  id: number,
  query: EndpointInput<Common['recipients']>['query'],
  version: unknown,
) {
  const endpoint = endpoints.recipients as Common['recipients'];
  return useQuery({
    queryKey: [...endpointKey(endpoint, { params: { id }, query }), version],
    queryFn: () => callEndpoint(endpoint, { params: { id }, query }),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
}

/** Fetches every recipient page for the CSV export (100 a page, the list maximum). */
export async function fetchAllRecipients(endpoints: MassEndpoints, id: number) {
  const endpoint = endpoints.recipients as Common['recipients'];
  const first = await callEndpoint(endpoint, {
    params: { id },
    query: { page: 1, page_size: 100 },
  });
  const rows = [...first.list];
  for (let page = 2; (page - 1) * 100 < first.total; page += 1) {
    const next = await callEndpoint(endpoint, { params: { id }, query: { page, page_size: 100 } });
    rows.push(...next.list);
  }
  return rows;
}

export function usePreview(endpoints: MassEndpoints, filter: unknown, enabled: boolean) {
  const endpoint = endpoints.preview as Common['preview'];
  const input = { body: { filter } } as EndpointInput<Common['preview']>;
  return useQuery({
    queryKey: [...endpointKey(endpoint), filter],
    queryFn: () => callEndpoint(endpoint, input, { cancelKey: endpoint.path }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Create, cancel and remind; every success refreshes the page's reads. */
export function useSendCommand(endpoints: MassEndpoints) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      command:
        | { kind: 'create'; body: unknown }
        | { kind: 'cancel'; id: number }
        | { kind: 'remind'; id: number; taskIds?: number[] },
    ): Promise<unknown> => {
      const options = { loading: true };
      switch (command.kind) {
        case 'create':
          return callEndpoint(
            endpoints.create as Common['create'],
            { body: command.body } as EndpointInput<Common['create']>,
            options,
          );
        case 'cancel':
          return callEndpoint(
            endpoints.cancel as Common['cancel'],
            { params: { id: command.id } },
            options,
          );
        case 'remind':
          return callEndpoint(
            endpoints.remind as Common['remind'],
            { params: { id: command.id }, body: { task_ids: command.taskIds } },
            options,
          );
      }
    },
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (query) =>
          String(query.queryKey[0]).startsWith(endpoints.list.path.replace(/\/sends$/, '')),
      }),
  });
}
