// spec §3 chat archive config: read masked, save, and generate a key pair on the server, over
// the declarations of contract/setting/chat-archive-configure.ts (issue #12).
import type { ChatArchiveSaveBody } from '../../../../../contract/setting/chat-archive-configure';
import {
  chatArchiveGenerateKey,
  chatArchiveGet,
  chatArchiveSave,
} from '../../../../../contract/setting/chat-archive-configure';
import { callEndpoint } from '../../../../lib/api/endpoint-client';
import { endpointQuery } from '../../../../data/endpoint-hooks';

export const chatArchiveQueryOptions = endpointQuery(chatArchiveGet, {});

export function saveChatArchive(body: ChatArchiveSaveBody) {
  return callEndpoint(chatArchiveSave, { body });
}

export function generateChatArchiveKey() {
  return callEndpoint(chatArchiveGenerateKey, {});
}
