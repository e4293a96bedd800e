// The reads of /customer-list (contract/customer/customer-list.ts): every customer write and
// every tag write refreshes them. None is persisted: names and phones are personal data.
import {
  customerDetailRead,
  customerEvents,
  customerList,
} from '../../../../../contract/customer/customer-list-routes';

export const CUSTOMER_READS = [customerList, customerDetailRead, customerEvents];
