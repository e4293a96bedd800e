import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTagGroupBody,
  TagSyncReport,
} from '../../../../../contract/customer/tag-manage';
import { del, post } from '../../../../lib/http/client';
import { customerKeys } from '../../customer-list/api/customer-keys';

// issue #9 /tag-manage writes. Every success refreshes the tags and the customers (a delete
// takes the tag off customers).
const GROUPS = '/scrm/v1/customer/tag-groups';

export type TagCommand =
  | { kind: 'createGroup'; body: CreateTagGroupBody }
  | { kind: 'renameGroup'; id: number; name: string }
  | { kind: 'deleteGroup'; id: number }
  | { kind: 'addTags'; groupId: number; names: string[] }
  | { kind: 'renameTag'; id: number; name: string }
  | { kind: 'deleteTag'; id: number }
  | { kind: 'reorderGroups'; ids: number[] }
  | { kind: 'reorderTags'; groupId: number; ids: number[] };

function send(command: TagCommand): Promise<unknown> {
  const options = { loading: true };
  switch (command.kind) {
    case 'createGroup':
      return post(GROUPS, command.body, options);
    case 'renameGroup':
      return post(`${GROUPS}/${command.id}`, { name: command.name }, options);
    case 'deleteGroup':
      return del(`${GROUPS}/${command.id}`, undefined, options);
    case 'addTags':
      return post(`${GROUPS}/${command.groupId}/tags`, { names: command.names }, options);
    case 'renameTag':
      return post(`/scrm/v1/customer/tags/${command.id}`, { name: command.name }, options);
    case 'deleteTag':
      return del(`/scrm/v1/customer/tags/${command.id}`, undefined, options);
    case 'reorderGroups':
      return post(`${GROUPS}/reorder`, { ids: command.ids }, options);
    case 'reorderTags':
      return post(`${GROUPS}/${command.groupId}/tags/reorder`, { ids: command.ids }, options);
  }
}

export function useTagCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export function useTagSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => post<TagSyncReport>('/scrm/v1/customer/tags/sync', {}, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
