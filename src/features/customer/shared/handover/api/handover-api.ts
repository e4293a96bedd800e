import {
  createGroupHandover,
  handoverList,
  unassignedCustomers,
} from '../../../../../../contract/customer/handover';
import type { HandoverListQuery } from '../../../../../../contract/customer/handover';
import { useEndpointMutation, useEndpointQuery } from '../../../../../data/endpoint-hooks';

// issue #41 the hand-over records (docs/handover.md), read by /customer-list and /group-list;
// polled every 30 s while a record still waits (the server's job asks the platform).
export function useHandoverRecords(query: Partial<HandoverListQuery>, enabled: boolean) {
  return useEndpointQuery(
    handoverList,
    { query: { page: 1, page_size: 20, ...query } },
    {
      enabled,
      keepPrevious: true,
      refetchInterval: (data) =>
        data?.list.some((row) => row.status === 0 || row.status === 2) ? 30_000 : false,
    },
  );
}

export function useCreateGroupHandover() {
  return useEndpointMutation(createGroupHandover, { invalidates: [handoverList] });
}

/** Leavers' customers not handed over yet (the platform's get_unassigned_list). */
export function useUnassignedCustomers(page: number, enabled: boolean) {
  return useEndpointQuery(
    unassignedCustomers,
    { query: { page, page_size: 20 } },
    { enabled, keepPrevious: true },
  );
}
