import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TagGroupRow } from '../../contract/customer/tag-manage';
import { get } from '../lib/http/client';

// issue #9 GET /scrm/v1/customer/tag-groups: the tag picker's groups; with counts for
// /tag-manage (how many customers carry each tag).
// Under the customers' key prefix so a customer or tag write refreshes every picker.
export const tagGroupsKey = (counts: boolean) => ['customers', 'tag-groups', counts] as const;

export function tagGroupsQueryOptions(counts: boolean) {
  return queryOptions({
    queryKey: tagGroupsKey(counts),
    queryFn: () =>
      get<TagGroupRow[]>('/scrm/v1/customer/tag-groups', counts ? { counts: 'true' } : undefined),
    staleTime: counts ? 0 : 60_000,
  });
}

export function useTagGroups(counts = false) {
  return useQuery(tagGroupsQueryOptions(counts));
}
