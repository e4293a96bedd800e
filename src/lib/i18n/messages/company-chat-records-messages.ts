// Registers the /chat-records strings with the page that shows them.
import { registerMessages } from '../translate';
import { companyChatRecordsEn } from './company-chat-records.en';
import { companyChatRecordsZhCN } from './company-chat-records.zh-cn';

registerMessages(companyChatRecordsZhCN, companyChatRecordsEn);
