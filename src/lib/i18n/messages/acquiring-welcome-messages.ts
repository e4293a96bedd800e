// Registers the welcome strings when /welcome or /group-welcome loads (issue #5 budget).
import { registerMessages } from '../translate';
import { acquiringWelcomeEn } from './acquiring-welcome.en';
import { acquiringWelcomeZhCN } from './acquiring-welcome.zh-cn';

registerMessages(acquiringWelcomeZhCN, acquiringWelcomeEn);
