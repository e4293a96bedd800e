import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_ERRORS } from '../../../../../contract/marketing/order-points';
import type { PointsChangeBody } from '../../../../../contract/marketing/order-points/member-queries';
import { MEMBER_READS } from './member-reads';
import { invalidateReads } from '../../../../data/endpoint-hooks';
import {
  memberBirthdaySave,
  memberDetailEndpoint,
  pointsChange,
} from '../../../../../contract/marketing/order-points/member-endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 points-change and update/birthday. A refused deduction (108003) comes back quietly:
// the dialog shows the server's message under the field instead of a toast.
export function usePointsChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsChangeBody) =>
      callEndpoint(
        pointsChange,
        { body },
        {
          loading: true,
          quietCodes: [MEMBER_ERRORS.insufficientPoints.code],
        },
      ),
    onSuccess: () => invalidateReads(client, MEMBER_READS),
  });
}

export function useSaveBirthday(memberId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (birthday: string) =>
      callEndpoint(
        memberBirthdaySave,
        { body: { member_id: memberId, birthday } },
        { loading: true },
      ),
    onSuccess: () => invalidateReads(client, [memberDetailEndpoint]),
  });
}
