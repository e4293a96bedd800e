import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PointsRuleBody } from '../../../../../contract/marketing/order-points/member-rules';
import {
  pointsPlatformList,
  pointsRuleDetail,
  pointsRuleSave,
} from '../../../../../contract/marketing/order-points/member-endpoints';
import { callEndpoint, endpointKey } from '../../../../lib/api/endpoint-client';
import { invalidateReads } from '../../../../data/endpoint-hooks';

// spec §7 integral-set/save.
export function useSaveRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsRuleBody) =>
      callEndpoint(pointsRuleSave, { body }, { loading: true, fieldErrors: true }),
    onSuccess: (rule) => {
      const input = { body: { platform_type: rule.platform_type } };
      client.setQueryData(endpointKey(pointsRuleDetail, input), rule);
      return invalidateReads(client, [pointsPlatformList]);
    },
  });
}
