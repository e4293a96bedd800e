import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys } from './member-keys';
import { memberDetailEndpoint } from '../../../../../contract/marketing/order-points/member-endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 get-detail. By member_id, so unbound members (no external_user_id) open too.
export function memberDetailQueryOptions(memberId: number) {
  return queryOptions({
    queryKey: memberKeys.detail(memberId),
    queryFn: () => callEndpoint(memberDetailEndpoint, { body: { member_id: memberId } }),
  });
}

export function useMemberDetail(memberId: number | null) {
  return useQuery({ ...memberDetailQueryOptions(memberId ?? 0), enabled: memberId !== null });
}
