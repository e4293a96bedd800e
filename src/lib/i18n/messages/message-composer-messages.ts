// Registers the message composer's strings when a page that composes loads (issue #5 budget).
import { registerMessages } from '../translate';
import { messageComposerEn } from './message-composer.en';
import { messageComposerZhCN } from './message-composer.zh-cn';

registerMessages(messageComposerZhCN, messageComposerEn);
