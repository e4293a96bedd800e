import type { MemberListFilters } from '../../../../../contract/marketing/order-points/member-queries';
import { memberList } from '../../../../../contract/marketing/order-points/member-endpoints';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';

// spec §7 query-member-list. Names and phones: never persisted.
export function useMemberList(filters: MemberListFilters) {
  return useEndpointQuery(
    memberList,
    { body: filters },
    { cancelKey: 'member-list', keepPrevious: true },
  );
}
