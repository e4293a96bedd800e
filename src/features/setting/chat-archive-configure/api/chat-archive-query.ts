// spec §3 chat archive config: read masked, save, and generate a key pair on the server, over
// the declarations of contract/setting/chat-archive-configure.ts (issue #12).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChatArchiveConfig,
  ChatArchiveSaveBody,
} from '../../../../../contract/setting/chat-archive-configure';
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

/** Saves, puts the answer in the cache (the page remounts the form with it), then `onSaved`. */
export function useSaveChatArchive(onSaved: (data: ChatArchiveConfig) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveChatArchive,
    onSuccess: (data) => {
      client.setQueryData(chatArchiveQueryOptions.queryKey, data);
      onSaved(data);
    },
  });
}

export function useGenerateChatArchiveKey(onGenerated: (data: ChatArchiveConfig) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateChatArchiveKey,
    onSuccess: (data) => {
      client.setQueryData(chatArchiveQueryOptions.queryKey, data);
      onGenerated(data);
    },
  });
}
