// Registers the /ai-call strings with the page that shows them.
import { registerMessages } from '../translate';
import { acquiringAiCallEn } from './acquiring-ai-call.en';
import { acquiringAiCallZhCN } from './acquiring-ai-call.zh-cn';

registerMessages(acquiringAiCallZhCN, acquiringAiCallEn);
