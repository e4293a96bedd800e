// issue #17, #34 "one data path": the console's calls of a mass-send page, over the shared
// endpoint hooks (the private-chat and group-chat sets differ only in their bodies).
import type { EndpointInput } from '../../../../../contract/endpoint';
import type { MassSendEndpointSet } from '../../../../../contract/reach/mass-send-routes';
import { reachOptions } from '../../../../../contract/reach/reach-options';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

export type MassEndpoints = MassSendEndpointSet;

export function useReachOptions() {
  return useEndpointQuery(reachOptions, {}, { staleTime: 60_000 });
}

export function useSendList(
  endpoints: MassEndpoints,
  query: EndpointInput<MassEndpoints['list']>['query'],
) {
  return useEndpointQuery(
    endpoints.list,
    { query },
    // A sending send changes as employees confirm: look again while the page is open.
    { cancelKey: endpoints.list.path, keepPrevious: true, refetchInterval: 10_000 },
  );
}

export function useSendDetail(endpoints: MassEndpoints, id: number) {
  return useEndpointQuery(
    endpoints.detail,
    { params: { id } },
    {
      enabled: id > 0,
      // 发送中 and 准备中 (recipients still being created) change by the second.
      refetchInterval: (data) => (data?.status === 2 || data?.status === 5 ? 3000 : false),
    },
  );
}

export function useSendTasks(endpoints: MassEndpoints, id: number, version: unknown) {
  return useEndpointQuery(
    endpoints.tasks,
    { params: { id } },
    { enabled: id > 0, keepPrevious: true, keyExtra: version },
  );
}

export function useSendRecipients(
  endpoints: MassEndpoints,
  id: number,
  query: EndpointInput<MassEndpoints['recipients']>['query'],
  version: unknown,
) {
  return useEndpointQuery(
    endpoints.recipients,
    { params: { id }, query },
    { enabled: id > 0, keepPrevious: true, keyExtra: version },
  );
}

export function usePreview(endpoints: MassEndpoints, filter: unknown, enabled: boolean) {
  return useEndpointQuery(
    endpoints.preview,
    { body: { filter } },
    { cancelKey: endpoints.preview.path, enabled, keepPrevious: true, retry: false },
  );
}

/** issue #40: who receives and who will not (and why), read when the confirm step opens. */
export function useSendCheck(endpoints: MassEndpoints, filter: unknown, enabled: boolean) {
  return useEndpointQuery(endpoints.check, { body: { filter } }, { enabled, retry: false });
}

export type SendCommand =
  | { kind: 'create'; body: unknown }
  | { kind: 'update'; id: number; body: unknown }
  | { kind: 'cancel'; id: number }
  | { kind: 'remind'; id: number; taskIds?: number[] };

/** Create, cancel and remind; every success refreshes the page's reads. */
export function useSendCommand(endpoints: MassEndpoints) {
  const invalidates = [endpoints.list, endpoints.detail, endpoints.tasks, endpoints.recipients];
  const create = useEndpointMutation(endpoints.create, { invalidates });
  const update = useEndpointMutation(endpoints.update, { invalidates });
  const cancel = useEndpointMutation(endpoints.cancel, { invalidates });
  const remind = useEndpointMutation(endpoints.remind, { invalidates });
  const mutate = (command: SendCommand, callbacks?: { onSuccess?: (data: unknown) => void }) => {
    const onSuccess = (data: unknown) => callbacks?.onSuccess?.(data);
    switch (command.kind) {
      case 'create':
        return create.mutate({ body: command.body }, { onSuccess });
      case 'update':
        return update.mutate({ params: { id: command.id }, body: command.body }, { onSuccess });
      case 'cancel':
        return cancel.mutate({ params: { id: command.id } }, { onSuccess });
      case 'remind':
        return remind.mutate(
          { params: { id: command.id }, body: { task_ids: command.taskIds } },
          { onSuccess },
        );
    }
  };
  const isPending = create.isPending || update.isPending || cancel.isPending || remind.isPending;
  return { mutate, isPending };
}
