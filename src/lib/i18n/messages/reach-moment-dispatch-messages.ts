// Registers the /moment-dispatch strings with the page that shows them.
import { registerMessages } from '../translate';
import { reachMomentDispatchEn } from './reach-moment-dispatch.en';
import { reachMomentDispatchZhCN } from './reach-moment-dispatch.zh-cn';

registerMessages(reachMomentDispatchZhCN, reachMomentDispatchEn);
