// issue #17 /private-chat 私聊群发 (docs/domain.md §2, §10 #3): endpoint declarations.
import { massSendEndpoints } from './mass-send-endpoints';
import { privateFilterSchema, privateSendSchema } from './mass-send';

export const privateChatEndpoints = massSendEndpoints(
  '/private-chat',
  'private-chat',
  privateSendSchema,
  privateFilterSchema,
);
