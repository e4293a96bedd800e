import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelCodeRow } from '../../../../../contract/acquiring/channel-code';
import type { ListData } from '../../../../../contract/envelope';
import { get } from '../../../../lib/http/client';
import { acquiringKeys } from './acquiring-keys';

// issue #9 GET /scrm/v1/acquiring/channel-codes (server paging, by group and name).
export interface ChannelCodeListFilters {
  page: number;
  page_size: number;
  name?: string;
  group_id?: number;
}

export function useChannelCodeList(filters: ChannelCodeListFilters) {
  return useQuery(
    queryOptions({
      queryKey: acquiringKeys.list(filters),
      queryFn: () =>
        get<ListData<ChannelCodeRow>>(
          '/scrm/v1/acquiring/channel-codes',
          { ...filters },
          { cancelKey: 'channel-code-list' },
        ),
      placeholderData: keepPreviousData,
    }),
  );
}
