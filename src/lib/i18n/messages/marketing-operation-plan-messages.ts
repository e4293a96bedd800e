// Registers the /operation-plan strings with the page that shows them.
import { registerMessages } from '../translate';
import { marketingOperationPlanEn } from './marketing-operation-plan.en';
import { marketingOperationPlanZhCN } from './marketing-operation-plan.zh-cn';

registerMessages(marketingOperationPlanZhCN, marketingOperationPlanEn);
