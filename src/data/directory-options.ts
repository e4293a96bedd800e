import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryOptions } from '../../contract/company/mail-list';
import { get } from '../lib/http/client';

// The employee and department pickers of /customer-list (GET /company/directory/options).
export const directoryOptionsKey = ['customers', 'directory-options'] as const;

export const directoryOptionsQuery = queryOptions({
  queryKey: directoryOptionsKey,
  queryFn: () => get<DirectoryOptions>('/scrm/v1/company/directory/options'),
  staleTime: 5 * 60_000,
});

export function useDirectoryOptions() {
  return useQuery(directoryOptionsQuery);
}
