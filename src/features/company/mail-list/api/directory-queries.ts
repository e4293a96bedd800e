import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  DepartmentRow,
  DirectorySyncReport,
  EmployeeRow,
} from '../../../../../contract/company/mail-list';
import type { ListData } from '../../../../../contract/envelope';
import { get, post } from '../../../../lib/http/client';
import { companyKeys } from './company-keys';

// issue #9 /mail-list: the department tree, the employee list and "sync from platform".
export function useDepartments() {
  return useQuery(
    queryOptions({
      queryKey: companyKeys.departments,
      queryFn: () => get<DepartmentRow[]>('/scrm/v1/company/departments'),
    }),
  );
}

export interface EmployeeFilters {
  page: number;
  page_size: number;
  name?: string;
  department_id?: number;
}

export function useEmployees(filters: EmployeeFilters) {
  return useQuery(
    queryOptions({
      queryKey: companyKeys.employees({ ...filters }),
      queryFn: () =>
        get<ListData<EmployeeRow>>(
          '/scrm/v1/company/employees',
          { ...filters },
          { cancelKey: 'mail-list' },
        ),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useDirectorySync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      post<DirectorySyncReport>('/scrm/v1/company/directory/sync', {}, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
