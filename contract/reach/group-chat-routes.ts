// issue #17 /group-chat 群聊群发 (docs/domain.md §2): endpoint declarations, as the list's
// first paint imports them (issue #39: no zod value, docs/architecture.md "Styling" point 7);
// contract/reach/group-chat.ts completes them by their schemas.
import { massSendRoutes } from './mass-send-routes';
import type { groupFilterSchema, groupSendSchema } from './mass-send';

export const groupChatEndpoints = massSendRoutes<typeof groupSendSchema, typeof groupFilterSchema>(
  '/group-chat',
  'group-chat',
);
