// issue #17 /private-chat 私聊群发 (docs/domain.md §2, §10 #3): endpoint declarations
// (private-chat-routes.ts) completed by their schemas.
import { massSendEndpoints } from './mass-send-endpoints';
import { privateFilterSchema, privateSendSchema } from './mass-send';
import * as routes from './private-chat-routes';

export const privateChatEndpoints = massSendEndpoints(
  routes.privateChatEndpoints,
  privateSendSchema,
  privateFilterSchema,
);
