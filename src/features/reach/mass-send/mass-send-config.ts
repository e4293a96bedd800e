// issue #17: what differs between /private-chat and /group-chat in the shared pages.
import { groupChatEndpoints } from '../../../../contract/reach/group-chat';
import { privateChatEndpoints } from '../../../../contract/reach/private-chat';
import type { MassEndpoints } from './api/mass-send-api';

export interface MassSendConfig {
  readonly kind: 'private' | 'group';
  readonly route: '/private-chat' | '/group-chat';
  readonly endpoints: MassEndpoints;
}

export const PRIVATE_CHAT: MassSendConfig = {
  kind: 'private',
  route: '/private-chat',
  endpoints: privateChatEndpoints,
};

export const GROUP_CHAT: MassSendConfig = {
  kind: 'group',
  route: '/group-chat',
  endpoints: groupChatEndpoints,
};
