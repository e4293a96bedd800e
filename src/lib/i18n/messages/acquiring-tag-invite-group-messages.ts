// Registers the /tag-invite-group strings with the page that shows them.
import { registerMessages } from '../translate';
import { acquiringTagInviteGroupEn } from './acquiring-tag-invite-group.en';
import { acquiringTagInviteGroupZhCN } from './acquiring-tag-invite-group.zh-cn';

registerMessages(acquiringTagInviteGroupZhCN, acquiringTagInviteGroupEn);
