// Registers the /marketing-strategy strings with the page that shows them.
import { registerMessages } from '../translate';
import { marketingStrategyEn } from './marketing-strategy.en';
import { marketingStrategyZhCN } from './marketing-strategy.zh-cn';

registerMessages(marketingStrategyZhCN, marketingStrategyEn);
