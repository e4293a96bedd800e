import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelCodeGroupRow } from '../../../../../contract/acquiring/channel-code';
import { get } from '../../../../lib/http/client';
import { acquiringKeys } from './acquiring-keys';

// issue #9 GET /scrm/v1/acquiring/channel-code/groups: the groups with their code counts.
export const channelCodeGroupsQuery = queryOptions({
  queryKey: acquiringKeys.groups,
  queryFn: () => get<ChannelCodeGroupRow[]>('/scrm/v1/acquiring/channel-code/groups'),
});

export function useChannelCodeGroups() {
  return useQuery(channelCodeGroupsQuery);
}
