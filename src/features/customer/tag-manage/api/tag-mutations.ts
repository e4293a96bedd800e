import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as tags from '../../../../../contract/customer/tag-manage';
import type { CreateTagGroupBody } from '../../../../../contract/customer/tag-manage';
import { callEndpoint, endpointKey } from '../../../../lib/api/endpoint-client';
import { useEndpointMutation } from '../../../../data/endpoint-hooks';
import { CUSTOMER_READS } from '../../customer-list/api/customer-reads';

// issue #9 /tag-manage writes over the declarations of contract/customer/tag-manage.ts. Every
// success refreshes the tags (every picker) and the customers (a delete takes the tag off them).
export type TagCommand =
  | { kind: 'createGroup'; body: CreateTagGroupBody }
  | { kind: 'renameGroup'; id: number; name: string }
  | { kind: 'deleteGroup'; id: number }
  | { kind: 'addTags'; groupId: number; names: string[] }
  | { kind: 'renameTag'; id: number; name: string }
  | { kind: 'deleteTag'; id: number }
  | { kind: 'reorderGroups'; ids: number[] }
  | { kind: 'reorderTags'; groupId: number; ids: number[] };

const LOADING = { loading: true };

function send(command: TagCommand): Promise<unknown> {
  switch (command.kind) {
    case 'createGroup':
      return callEndpoint(tags.createTagGroup, { body: command.body }, LOADING);
    case 'renameGroup':
      return callEndpoint(
        tags.renameTagGroup,
        { params: { id: command.id }, body: { name: command.name } },
        LOADING,
      );
    case 'deleteGroup':
      return callEndpoint(tags.deleteTagGroup, { params: { id: command.id } }, LOADING);
    case 'addTags':
      return callEndpoint(
        tags.addTags,
        { params: { id: command.groupId }, body: { names: command.names } },
        LOADING,
      );
    case 'renameTag':
      return callEndpoint(
        tags.renameTag,
        { params: { id: command.id }, body: { name: command.name } },
        LOADING,
      );
    case 'deleteTag':
      return callEndpoint(tags.deleteTag, { params: { id: command.id } }, LOADING);
    case 'reorderGroups':
      return callEndpoint(tags.reorderTagGroups, { body: { ids: command.ids } }, LOADING);
    case 'reorderTags':
      return callEndpoint(
        tags.reorderTags,
        { params: { id: command.groupId }, body: { ids: command.ids } },
        LOADING,
      );
  }
}

const REFRESHED = [tags.tagGroupList, ...CUSTOMER_READS];

export function useTagCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        REFRESHED.map((read) => client.invalidateQueries({ queryKey: endpointKey(read) })),
      ),
  });
}

export function useTagSync() {
  return useEndpointMutation(tags.syncTags, { invalidates: REFRESHED });
}
