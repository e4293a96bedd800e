import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryOptions } from '../../../../contract/directory';
import { get } from '../../../lib/http/client';
import { customerKeys } from './customer-keys';

// The employee and department pickers of /customer-list (GET /company/directory/options).
export const directoryOptionsQuery = queryOptions({
  queryKey: customerKeys.directory,
  queryFn: () => get<DirectoryOptions>('/scrm/v1/company/directory/options'),
  staleTime: 5 * 60_000,
});

export function useDirectoryOptions() {
  return useQuery(directoryOptionsQuery);
}
