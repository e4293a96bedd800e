import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListData } from '../../../../../contract/envelope';
import { MEMBER_API } from '../../../../../contract/marketing/order-points';
import type { MemberRow } from '../../../../../contract/marketing/order-points';
import type { MemberListFilters } from '../../../../../contract/marketing/order-points/member-queries';
import { post } from '../../../../lib/http/client';
import { memberKeys } from './member-keys';

// spec §7 query-member-list. Names and phones: never persisted (no meta.persist).
export function memberListQueryOptions(filters: MemberListFilters) {
  return queryOptions({
    queryKey: memberKeys.members(filters),
    queryFn: () =>
      post<ListData<MemberRow>>(`${MEMBER_API}/query-member-list`, filters, {
        cancelKey: 'member-list',
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMemberList(filters: MemberListFilters) {
  return useQuery(memberListQueryOptions(filters));
}
