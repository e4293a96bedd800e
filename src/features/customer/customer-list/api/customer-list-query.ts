import type { TagLogic } from '../../../../../contract/customer/customer-list';
import { customerList } from '../../../../../contract/customer/customer-list-routes';
import { endpointQuery, useEndpointQuery } from '../../../../data/endpoint-hooks';

// issue #9 the customer list with its filters (server paging); a newer search cancels the
// previous one (spec §4).
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
  stage_id?: number;
  follow_due?: 'true';
}

const OPTIONS = { cancelKey: 'customer-list', keepPrevious: true };

export function customerListQueryOptions(filters: CustomerListFilters) {
  return endpointQuery(customerList, { query: filters }, OPTIONS);
}

export function useCustomerList(filters: CustomerListFilters) {
  return useEndpointQuery(customerList, { query: filters }, OPTIONS);
}
