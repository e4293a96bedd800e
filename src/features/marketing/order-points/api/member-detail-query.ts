import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_API } from '../../../../../contract/marketing/order-points';
import type { MemberDetail } from '../../../../../contract/marketing/order-points';
import { post } from '../../../../lib/http/client';
import { memberKeys } from './member-keys';

// spec §7 get-detail. By member_id, so unbound members (no external_user_id) open too.
export function memberDetailQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: memberKeys.detail(memberId),
    queryFn: () => post<MemberDetail>(`${MEMBER_API}/get-detail`, { member_id: memberId }),
  });
}

export function useMemberDetail(memberId: number | null) {
  return useQuery({ ...memberDetailQueryOptions(memberId ?? 0), enabled: memberId !== null });
}
