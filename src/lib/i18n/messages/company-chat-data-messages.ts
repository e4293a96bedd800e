// Registers the /chat-data strings with the page that shows them.
import { registerMessages } from '../translate';
import { companyChatDataEn } from './company-chat-data.en';
import { companyChatDataZhCN } from './company-chat-data.zh-cn';

registerMessages(companyChatDataZhCN, companyChatDataEn);
