// Registers the /menu-setting strings with the page that shows them.
import { registerMessages } from '../translate';
import { reachMenuSettingEn } from './reach-menu-setting.en';
import { reachMenuSettingZhCN } from './reach-menu-setting.zh-cn';

registerMessages(reachMenuSettingZhCN, reachMenuSettingEn);
