import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryOptions } from '../../../../../contract/company/mail-list';
import type { TagGroupRow } from '../../../../../contract/customer/tag-manage';
import { get } from '../../../../lib/http/client';
import { acquiringKeys } from './acquiring-keys';

// The pickers of the channel-code form: employees with departments, and the tag groups.
export function useDirectoryOptions() {
  return useQuery(
    queryOptions({
      queryKey: acquiringKeys.directory,
      queryFn: () => get<DirectoryOptions>('/scrm/v1/company/directory/options'),
      staleTime: 5 * 60_000,
    }),
  );
}

export function useTagGroups() {
  return useQuery(
    queryOptions({
      queryKey: acquiringKeys.tagGroups,
      queryFn: () => get<TagGroupRow[]>('/scrm/v1/customer/tag-groups'),
      staleTime: 60_000,
    }),
  );
}
