import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberListFilters } from '../../../../../contract/marketing/order-points/member-queries';
import { memberKeys } from './member-keys';
import { memberList } from '../../../../../contract/marketing/order-points/member-endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 query-member-list. Names and phones: never persisted (no meta.persist).
export function memberListQueryOptions(filters: MemberListFilters) {
  return queryOptions({
    queryKey: memberKeys.members(filters),
    queryFn: () =>
      callEndpoint(
        memberList,
        { body: filters },
        {
          cancelKey: 'member-list',
        },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useMemberList(filters: MemberListFilters) {
  return useQuery(memberListQueryOptions(filters));
}
