// issue #17: what differs between /private-chat and /group-chat in the shared pages.
import { groupChatEndpoints } from '../../../../contract/reach/group-chat';
import { privateChatEndpoints } from '../../../../contract/reach/private-chat';
import type { MessageChannel } from '../../../../contract/message-content';
import type { MassEndpoints } from './api/mass-send-api';

export interface MassSendConfig {
  readonly kind: 'private' | 'group';
  readonly route: '/private-chat' | '/group-chat';
  readonly endpoints: MassEndpoints;
  /** Who receives one copy: a customer, or a whole group (issue #38 item 10). */
  readonly messageChannel: MessageChannel;
}

export const PRIVATE_CHAT: MassSendConfig = {
  kind: 'private',
  route: '/private-chat',
  endpoints: privateChatEndpoints,
  messageChannel: 'customer',
};

export const GROUP_CHAT: MassSendConfig = {
  kind: 'group',
  route: '/group-chat',
  endpoints: groupChatEndpoints,
  messageChannel: 'group',
};
