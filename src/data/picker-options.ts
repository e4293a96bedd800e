// The options every picker of a form needs (employees with departments, tag groups), shared
// by the acquiring tools' forms (issue #15) without reaching into another feature's folder.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryOptions } from '../../contract/company/mail-list';
import type { TagGroupRow } from '../../contract/customer/tag-manage';
import { get } from '../lib/http/client';

export function useDirectoryPickerOptions() {
  return useQuery(
    queryOptions({
      queryKey: ['picker-options', 'directory'],
      queryFn: () => get<DirectoryOptions>('/scrm/v1/company/directory/options'),
      staleTime: 5 * 60_000,
    }),
  );
}

export function useTagGroupOptions() {
  return useQuery(
    queryOptions({
      queryKey: ['picker-options', 'tag-groups'],
      queryFn: () => get<TagGroupRow[]>('/scrm/v1/customer/tag-groups'),
      staleTime: 60_000,
    }),
  );
}
