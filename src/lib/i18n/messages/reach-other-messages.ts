// Registers the reach hub's strings when its page loads (issue #5 budget).
import { registerMessages } from '../translate';
import { reachOtherEn } from './reach-other.en';
import { reachOtherZhCN } from './reach-other.zh-cn';

registerMessages(reachOtherZhCN, reachOtherEn);
