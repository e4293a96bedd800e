// Registers the customer area's issue #19 strings when one of its pages loads.
import { registerMessages } from '../translate';
import { customerOpsEn } from './customer-ops.en';
import { customerOpsZhCN } from './customer-ops.zh-cn';

registerMessages(customerOpsZhCN, customerOpsEn);
