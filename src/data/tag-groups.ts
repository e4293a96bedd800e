// issue #12 shared read: the tag picker's groups, one query key per variant (the declaration's
// path is the prefix, so a tag write refreshes every picker). With counts for /tag-manage.
import { tagGroupList } from '../../contract/customer/tag-manage-routes';
import { endpointQuery, useEndpointQuery } from './endpoint-hooks';

function input(counts: boolean) {
  return { query: counts ? { counts: 'true' as const } : {} };
}

export function tagGroupsQueryOptions(counts: boolean) {
  return endpointQuery(tagGroupList, input(counts), { staleTime: counts ? 0 : 60_000 });
}

export function useTagGroups(counts = false) {
  return useEndpointQuery(tagGroupList, input(counts), { staleTime: counts ? 0 : 60_000 });
}
