// Registers the /material-goods strings with the page that shows them (issue #20).
import { registerMessages } from '../translate';
import { materialGoodsEn } from './material-goods.en';
import { materialGoodsZhCN } from './material-goods.zh-cn';

registerMessages(materialGoodsZhCN, materialGoodsEn);
