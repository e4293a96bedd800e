// Registers the /marketing strings with the page that shows them.
import { registerMessages } from '../translate';
import { marketingEn } from './marketing.en';
import { marketingZhCN } from './marketing.zh-cn';

registerMessages(marketingZhCN, marketingEn);
