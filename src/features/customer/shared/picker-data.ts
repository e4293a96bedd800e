// issue #19: the pickers' data every customer page uses (tag groups, the directory), read once
// and kept a while; shared inside the customer area only.
import { useQuery } from '@tanstack/react-query';
import type { DirectoryOptions } from '../../../../contract/company/mail-list';
import type { TagGroupRow } from '../../../../contract/customer/tag-manage';
import { get } from '../../../lib/http/client';

export function useTagGroupOptions() {
  return useQuery({
    queryKey: ['/scrm/v1/customer/tag-groups', 'picker'],
    queryFn: () => get<TagGroupRow[]>('/scrm/v1/customer/tag-groups'),
    staleTime: 60_000,
  });
}

export function useDirectory() {
  return useQuery({
    queryKey: ['/scrm/v1/company/directory/options'],
    queryFn: () => get<DirectoryOptions>('/scrm/v1/company/directory/options'),
    staleTime: 5 * 60_000,
  });
}
