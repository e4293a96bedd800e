// Registers the /order-auto-bind/bind-config-history strings with the page that shows them.
import { registerMessages } from '../translate';
import { companyOrderAutoBindBindConfigHistoryEn } from './company-order-auto-bind-bind-config-history.en';
import { companyOrderAutoBindBindConfigHistoryZhCN } from './company-order-auto-bind-bind-config-history.zh-cn';

registerMessages(
  companyOrderAutoBindBindConfigHistoryZhCN,
  companyOrderAutoBindBindConfigHistoryEn,
);
