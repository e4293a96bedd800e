// Registers the /admp-strategy strings with the page that shows them (issue #20).
import { registerMessages } from '../translate';
import { marketingAdmpStrategyEn } from './marketing-admp-strategy.en';
import { marketingAdmpStrategyZhCN } from './marketing-admp-strategy.zh-cn';

registerMessages(marketingAdmpStrategyZhCN, marketingAdmpStrategyEn);
