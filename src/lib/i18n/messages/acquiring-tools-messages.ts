// Registers the acquiring tools' strings (issue #15) when one of their pages loads.
import { registerMessages } from '../translate';
import { acquiringToolsEn } from './acquiring-tools.en';
import { acquiringToolsZhCN } from './acquiring-tools.zh-cn';

registerMessages(acquiringToolsZhCN, acquiringToolsEn);
