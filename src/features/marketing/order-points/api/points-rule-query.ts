import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys } from './member-keys';
import { pointsRuleDetail } from '../../../../../contract/marketing/order-points/member-endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 integral-set/detail {platform_type}: the rule the form edits, read fresh on open.
export function pointsRuleQueryOptions(platformType: number) {
  return queryOptions({
    queryKey: memberKeys.rule(platformType),
    queryFn: () => callEndpoint(pointsRuleDetail, { body: { platform_type: platformType } }),
    meta: { persist: true },
  });
}

export function usePointsRule(platformType: number | null) {
  return useQuery({ ...pointsRuleQueryOptions(platformType ?? 0), enabled: platformType !== null });
}
