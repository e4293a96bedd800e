import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_API } from '../../../../../contract/marketing/order-points';
import type { PointsRule } from '../../../../../contract/marketing/order-points';
import { post } from '../../../../lib/http/client';
import { memberKeys } from './member-keys';

// spec §7 integral-set/detail {platform_type}: the rule the form edits, read fresh on open.
export function pointsRuleQueryOptions(platformType: number) {
  return queryOptions({
    queryKey: memberKeys.rule(platformType),
    queryFn: () =>
      post<PointsRule>(`${MEMBER_API}/integral-set/detail`, { platform_type: platformType }),
    meta: { persist: true },
  });
}

export function usePointsRule(platformType: number | null) {
  return useQuery({ ...pointsRuleQueryOptions(platformType ?? 0), enabled: platformType !== null });
}
