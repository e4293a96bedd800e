// Registers the mass-send strings when /private-chat or /group-chat loads (issue #5 budget).
import { registerMessages } from '../translate';
import { reachMassSendEn } from './reach-mass-send.en';
import { reachMassSendZhCN } from './reach-mass-send.zh-cn';

registerMessages(reachMassSendZhCN, reachMassSendEn);
