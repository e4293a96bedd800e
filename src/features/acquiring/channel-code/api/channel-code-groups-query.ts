import { channelCodeGroupList } from '../../../../../contract/acquiring/channel-code-routes';
import { endpointQuery, useEndpointQuery } from '../../../../data/endpoint-hooks';

// issue #9 the groups with their code counts.
export const channelCodeGroupsQuery = endpointQuery(channelCodeGroupList, {});

export function useChannelCodeGroups() {
  return useEndpointQuery(channelCodeGroupList, {});
}
