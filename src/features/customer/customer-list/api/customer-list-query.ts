import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerRow, TagLogic } from '../../../../../contract/customer/customer-list';
import type { ListData } from '../../../../../contract/envelope';
import { get } from '../../../../lib/http/client';
import { customerKeys } from './customer-keys';

// issue #9 GET /scrm/v1/customer/customers: the list with its filters (server paging).
export interface CustomerListFilters {
  page: number;
  page_size: number;
  name?: string;
  employee_ids?: number[];
  department_ids?: number[];
  gender?: number;
  type?: number;
  tag_ids?: number[];
  tag_logic?: TagLogic;
  add_way?: number;
  added_from?: string;
  added_to?: string;
  lost?: 'true' | 'false';
  field_id?: number;
  field_value?: string;
}

export function customerListQueryOptions(filters: CustomerListFilters) {
  return queryOptions({
    queryKey: customerKeys.list(filters),
    queryFn: () =>
      get<ListData<CustomerRow>>(
        '/scrm/v1/customer/customers',
        { ...filters },
        {
          cancelKey: 'customer-list',
        },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerList(filters: CustomerListFilters) {
  return useQuery(customerListQueryOptions(filters));
}
