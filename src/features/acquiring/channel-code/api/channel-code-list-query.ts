import { channelCodeList } from '../../../../../contract/acquiring/channel-code-routes';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';

// issue #9 the codes (server paging, by group and name); a newer search cancels the previous.
export interface ChannelCodeListFilters {
  page: number;
  page_size: number;
  name?: string;
  group_id?: number;
}

export function useChannelCodeList(filters: ChannelCodeListFilters) {
  return useEndpointQuery(
    channelCodeList,
    { query: filters },
    { cancelKey: 'channel-code-list', keepPrevious: true },
  );
}
