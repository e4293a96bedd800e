// Registers the /material-strategy strings with the page that shows them (issue #20).
import { registerMessages } from '../translate';
import { materialStrategyEn } from './material-strategy.en';
import { materialStrategyZhCN } from './material-strategy.zh-cn';

registerMessages(materialStrategyZhCN, materialStrategyEn);
