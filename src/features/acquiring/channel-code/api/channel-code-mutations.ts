import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelCodeForm } from '../../../../../contract/acquiring/channel-code';
import { del, post } from '../../../../lib/http/client';
import { acquiringKeys } from './acquiring-keys';

// issue #9 /channel-code writes: codes (save, copy, delete, move) and groups. Every success
// refreshes the area's lists.
const CODES = '/scrm/v1/acquiring/channel-codes';
const GROUPS = '/scrm/v1/acquiring/channel-code/groups';

export type ChannelCodeCommand =
  | { kind: 'save'; id?: number; form: ChannelCodeForm }
  | { kind: 'copy'; id: number }
  | { kind: 'delete'; id: number }
  | { kind: 'move'; ids: number[]; groupId: number }
  | { kind: 'createGroup'; name: string }
  | { kind: 'renameGroup'; id: number; name: string }
  | { kind: 'deleteGroup'; id: number };

function send(command: ChannelCodeCommand): Promise<{ id?: number }> {
  const options = { loading: true };
  switch (command.kind) {
    case 'save':
      return post(command.id ? `${CODES}/${command.id}` : CODES, command.form, options);
    case 'copy':
      return post(`${CODES}/${command.id}/copy`, {}, options);
    case 'delete':
      return del(`${CODES}/${command.id}`, undefined, options);
    case 'move':
      return post(`${CODES}/move`, { ids: command.ids, group_id: command.groupId }, options);
    case 'createGroup':
      return post(GROUPS, { name: command.name }, options);
    case 'renameGroup':
      return post(`${GROUPS}/${command.id}`, { name: command.name }, options);
    case 'deleteGroup':
      return del(`${GROUPS}/${command.id}`, undefined, options);
  }
}

export function useChannelCodeCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: acquiringKeys.all }),
  });
}
