import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelCodeDetail } from '../../../../../contract/acquiring/channel-code';
import { get } from '../../../../lib/http/client';
import { acquiringKeys } from './acquiring-keys';

// issue #9 GET /scrm/v1/acquiring/channel-codes/:id: one code with its whole form.
export function useChannelCodeDetail(id: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: acquiringKeys.detail(id ?? 0),
      queryFn: () => get<ChannelCodeDetail>(`/scrm/v1/acquiring/channel-codes/${id}`),
      enabled: id !== undefined,
    }),
  );
}
