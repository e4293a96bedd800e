import { channelCodeDetail } from '../../../../../contract/acquiring/channel-code';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';

// issue #9 one code with its whole form (the code-form page).
export function useChannelCodeDetail(id: number | undefined) {
  return useEndpointQuery(
    channelCodeDetail,
    { params: { id: id ?? 0 } },
    { enabled: id !== undefined },
  );
}
