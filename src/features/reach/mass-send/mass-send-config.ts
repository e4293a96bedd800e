// issue #17: what differs between /private-chat and /group-chat in the shared pages.
import { groupChatEndpoints } from '../../../../contract/reach/group-chat-routes';
import { privateChatEndpoints } from '../../../../contract/reach/private-chat-routes';
import type { MessageChannel } from '../../../../contract/message-content';
import type { MassEndpoints } from './api/mass-send-api';

export interface MassSendConfig {
  readonly kind: 'private' | 'group';
  readonly route: '/private-chat' | '/group-chat';
  readonly endpoints: MassEndpoints;
  /** Who receives one copy: a customer, or a whole group (issue #38 item 10). */
  readonly messageChannel: MessageChannel;
  /**
   * Whether a recipient can be 已不是好友: a private send goes to customers who may have
   * deleted the employee; a group send goes to a group (issue #38: no such card on the
   * group-chat detail).
   */
  readonly countsNotFriend: boolean;
}

export const PRIVATE_CHAT: MassSendConfig = {
  kind: 'private',
  route: '/private-chat',
  endpoints: privateChatEndpoints,
  messageChannel: 'customer',
  countsNotFriend: true,
};

export const GROUP_CHAT: MassSendConfig = {
  kind: 'group',
  route: '/group-chat',
  endpoints: groupChatEndpoints,
  messageChannel: 'group',
  countsNotFriend: false,
};
