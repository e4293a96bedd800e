// Registers the SOP strings when /chat-sop or /group-sop loads (issue #5 budget).
import { registerMessages } from '../translate';
import { reachSopEn } from './reach-sop.en';
import { reachSopZhCN } from './reach-sop.zh-cn';

registerMessages(reachSopZhCN, reachSopEn);
