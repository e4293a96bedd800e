import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TagGroupRow } from '../../../../contract/tags';
import { get } from '../../../lib/http/client';
import { customerKeys } from './customer-keys';

// issue #9 GET /scrm/v1/customer/tag-groups: the tag picker's groups; with counts for
// /tag-manage (how many customers carry each tag).
export function tagGroupsQueryOptions(counts: boolean) {
  return queryOptions({
    queryKey: customerKeys.tagGroups(counts),
    queryFn: () =>
      get<TagGroupRow[]>('/scrm/v1/customer/tag-groups', counts ? { counts: 'true' } : undefined),
    staleTime: counts ? 0 : 60_000,
  });
}

export function useTagGroups(counts = false) {
  return useQuery(tagGroupsQueryOptions(counts));
}
