// Registers the /new-customer-join-group strings with the page that shows them.
import { registerMessages } from '../translate';
import { acquiringNewCustomerJoinGroupEn } from './acquiring-new-customer-join-group.en';
import { acquiringNewCustomerJoinGroupZhCN } from './acquiring-new-customer-join-group.zh-cn';

registerMessages(acquiringNewCustomerJoinGroupZhCN, acquiringNewCustomerJoinGroupEn);
