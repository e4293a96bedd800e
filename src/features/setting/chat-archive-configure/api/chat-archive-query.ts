import { queryOptions } from '@tanstack/react-query';
import type {
  ChatArchiveConfig,
  ChatArchiveSaveBody,
} from '../../../../../contract/setting/chat-archive-configure';
import { get, post } from '../../../../lib/http/client';

// spec §3 chat archive config: read masked, save, and generate a key pair on the server.
const BASE = '/scrm/v1/setting/chat-archive';

export const chatArchiveQueryOptions = queryOptions({
  queryKey: ['platform', 'chat-archive'],
  queryFn: () => get<ChatArchiveConfig>(`${BASE}/get`),
});

export function saveChatArchive(body: ChatArchiveSaveBody): Promise<ChatArchiveConfig> {
  return post<ChatArchiveConfig>(`${BASE}/save`, body);
}

export function generateChatArchiveKey(): Promise<ChatArchiveConfig> {
  return post<ChatArchiveConfig>(`${BASE}/generate-key`);
}
