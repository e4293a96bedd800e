// Registers the /order-auto-bind strings with the page that shows them.
import { registerMessages } from '../translate';
import { companyOrderAutoBindEn } from './company-order-auto-bind.en';
import { companyOrderAutoBindZhCN } from './company-order-auto-bind.zh-cn';

registerMessages(companyOrderAutoBindZhCN, companyOrderAutoBindEn);
