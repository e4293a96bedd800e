import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDetail, CustomerEvent } from '../../../../../contract/customer/customer-list';
import type { ListData } from '../../../../../contract/envelope';
import { get } from '../../../../lib/http/client';
import { customerKeys } from './customer-keys';

// issue #9 the detail drawer: GET /customers/:id and its timeline /customers/:id/events.
export function useCustomerDetail(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: customerKeys.detail(id ?? 0),
      queryFn: () => get<CustomerDetail>(`/scrm/v1/customer/customers/${id}`),
      enabled: id !== null,
    }),
  );
}

export function useCustomerEvents(id: number | null, page: number) {
  return useQuery(
    queryOptions({
      queryKey: customerKeys.events(id ?? 0, page),
      queryFn: () =>
        get<ListData<CustomerEvent>>(`/scrm/v1/customer/customers/${id}/events`, {
          page,
          page_size: 20,
        }),
      enabled: id !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
