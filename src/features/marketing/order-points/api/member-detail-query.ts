import { memberDetailEndpoint } from '../../../../../contract/marketing/order-points/member-endpoints';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';

// spec §7 get-detail. By member_id, so unbound members (no external_user_id) open too.
export function useMemberDetail(memberId: number | null) {
  return useEndpointQuery(
    memberDetailEndpoint,
    { body: { member_id: memberId ?? 0 } },
    { enabled: memberId !== null },
  );
}
