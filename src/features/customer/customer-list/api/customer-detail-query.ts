import { customerDetailRead, customerEvents } from '../../../../../contract/customer/customer-list';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';

// issue #9 the detail drawer: one customer and its timeline.
export function useCustomerDetail(id: number | null) {
  return useEndpointQuery(
    customerDetailRead,
    { params: { id: id ?? 0 } },
    { enabled: id !== null },
  );
}

export function useCustomerEvents(id: number | null, page: number) {
  return useEndpointQuery(
    customerEvents,
    { params: { id: id ?? 0 }, query: { page, page_size: 20 } },
    { enabled: id !== null, keepPrevious: true },
  );
}
