import {
  departmentList,
  directoryOptions,
  directorySync,
  employeeList,
} from '../../../../../contract/company/mail-list';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

// issue #9 /mail-list: the department tree, the employee list and "sync from platform"
// (contract/company/mail-list.ts).
export function useDepartments() {
  return useEndpointQuery(departmentList, {});
}

export interface EmployeeFilters {
  page: number;
  page_size: number;
  name?: string;
  department_id?: number;
}

export function useEmployees(filters: EmployeeFilters) {
  return useEndpointQuery(
    employeeList,
    { query: filters },
    { cancelKey: 'mail-list', keepPrevious: true },
  );
}

export function useDirectorySync() {
  return useEndpointMutation(directorySync, {
    invalidates: [departmentList, employeeList, directoryOptions],
  });
}
