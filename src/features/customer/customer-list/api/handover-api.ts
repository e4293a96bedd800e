import { createCustomerHandover, handoverList } from '../../../../../contract/customer/handover';
import { useEndpointMutation } from '../../../../data/endpoint-hooks';
import { CUSTOMER_READS } from './customer-reads';

// issue #41 hand-over from /customer-list (docs/handover.md): the request refreshes the
// list, the detail and the records.
export function useCreateCustomerHandover() {
  return useEndpointMutation(createCustomerHandover, {
    invalidates: [...CUSTOMER_READS, handoverList],
  });
}
