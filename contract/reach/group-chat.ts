// issue #17 /group-chat 群聊群发 (docs/domain.md §2): endpoint declarations
// (group-chat-routes.ts) completed by their schemas.
import { massSendEndpoints } from './mass-send-endpoints';
import { groupFilterSchema, groupSendSchema } from './mass-send';
import * as routes from './group-chat-routes';

export const groupChatEndpoints = massSendEndpoints(
  routes.groupChatEndpoints,
  groupSendSchema,
  groupFilterSchema,
);
