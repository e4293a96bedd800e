// issue #12 shared read: the employee and department pickers of every page, one query key
// (the declaration's path). Any signed-in member may read it.
import { directoryOptions } from '../../contract/company/mail-list-routes';
import { endpointQuery, useEndpointQuery } from './endpoint-hooks';

export const directoryOptionsQuery = endpointQuery(directoryOptions, {}, { staleTime: 5 * 60_000 });

export function useDirectoryOptions() {
  return useEndpointQuery(directoryOptions, {}, { staleTime: 5 * 60_000 });
}
