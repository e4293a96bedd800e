import { batchTagCustomers, setCustomerTags } from '../../../../../contract/customer/customer-list';
import { tagGroupList } from '../../../../../contract/customer/tag-manage';
import { useEndpointMutation } from '../../../../data/endpoint-hooks';
import { CUSTOMER_READS } from './customer-reads';

// issue #9: batch add/remove tags on the selected customers, and one customer's tags. Both
// change the tag counts of /tag-manage too.
const REFRESHED = [...CUSTOMER_READS, tagGroupList];

export function useBatchTags() {
  return useEndpointMutation(batchTagCustomers, { invalidates: REFRESHED });
}

export function useSetCustomerTags() {
  return useEndpointMutation(setCustomerTags, { invalidates: REFRESHED });
}
