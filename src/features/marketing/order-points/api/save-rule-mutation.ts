import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PointsRuleBody } from '../../../../../contract/marketing/order-points/member-rules';
import { memberKeys } from './member-keys';
import { pointsRuleSave } from '../../../../../contract/marketing/order-points/member-endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 integral-set/save.
export function useSaveRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsRuleBody) =>
      callEndpoint(pointsRuleSave, { body }, { loading: true, fieldErrors: true }),
    onSuccess: (rule) => {
      client.setQueryData(memberKeys.rule(rule.platform_type), rule);
      return client.invalidateQueries({ queryKey: memberKeys.platforms });
    },
  });
}
