// Registers the hand-over, follow-up and stage strings with the code that shows them (issue #5
// budget: they travel in that code's chunk, not in the console's initial JS).
import { registerMessages } from '../translate';
import { customerHandoverEn } from './customer-handover.en';
import { customerHandoverZhCN } from './customer-handover.zh-cn';

registerMessages(customerHandoverZhCN, customerHandoverEn);
