// issue #17 /private-chat 私聊群发 (docs/domain.md §2, §10 #3): endpoint declarations, as the
// list's first paint imports them (issue #39: no zod value, docs/architecture.md "Styling"
// point 7); contract/reach/private-chat.ts completes them by their schemas.
import { massSendRoutes } from './mass-send-routes';
import type { privateFilterSchema, privateSendSchema } from './mass-send';

export const privateChatEndpoints = massSendRoutes<
  typeof privateSendSchema,
  typeof privateFilterSchema
>('/private-chat', 'private-chat');
