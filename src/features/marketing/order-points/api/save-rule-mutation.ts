import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_API } from '../../../../../contract/marketing/order-points';
import type { PointsRule } from '../../../../../contract/marketing/order-points';
import type { PointsRuleBody } from '../../../../../contract/marketing/order-points/member-rules';
import { post } from '../../../../lib/http/client';
import { memberKeys } from './member-keys';

// spec §7 integral-set/save.
export function useSaveRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsRuleBody) =>
      post<PointsRule>(`${MEMBER_API}/integral-set/save`, body, { loading: true }),
    onSuccess: (rule) => {
      client.setQueryData(memberKeys.rule(rule.platform_type), rule);
      return client.invalidateQueries({ queryKey: memberKeys.platforms });
    },
  });
}
