// issue #17 /group-chat 群聊群发 (docs/domain.md §2): endpoint declarations.
import { massSendEndpoints } from './mass-send-endpoints';
import { groupFilterSchema, groupSendSchema } from './mass-send';

export const groupChatEndpoints = massSendEndpoints(
  '/group-chat',
  'group-chat',
  groupSendSchema,
  groupFilterSchema,
);
