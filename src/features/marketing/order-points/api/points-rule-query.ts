import { pointsRuleDetail } from '../../../../../contract/marketing/order-points/member-endpoints';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';

// spec §7 integral-set/detail {platform_type}: the rule the form edits, read fresh on open.
export function usePointsRule(platformType: number | null) {
  return useEndpointQuery(
    pointsRuleDetail,
    { body: { platform_type: platformType ?? 0 } },
    { persist: true, enabled: platformType !== null },
  );
}
