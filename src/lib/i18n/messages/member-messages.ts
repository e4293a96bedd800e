// Registers the member and points strings when the code that shows them loads, so they travel
// in that code's chunks and not in the console's initial JS (issue #5 budget).
import { registerMessages } from '../translate';
import { memberEn } from './member.en';
import { memberZhCN } from './member.zh-cn';

registerMessages(memberZhCN, memberEn);
