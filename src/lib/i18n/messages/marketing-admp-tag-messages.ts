// Registers the /admp-tag strings with the page that shows them (issue #20).
import { registerMessages } from '../translate';
import { marketingAdmpTagEn } from './marketing-admp-tag.en';
import { marketingAdmpTagZhCN } from './marketing-admp-tag.zh-cn';

registerMessages(marketingAdmpTagZhCN, marketingAdmpTagEn);
