import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as codes from '../../../../../contract/acquiring/channel-code-routes';
import type { ChannelCodeForm } from '../../../../../contract/acquiring/channel-code';
import { callEndpoint, endpointKey } from '../../../../lib/api/endpoint-client';

// issue #9 /channel-code writes over contract/acquiring/channel-code-routes.ts (issue #39: the
// declarations without zod, for the list's first paint): codes (save, copy, delete, move) and
// groups. Every success refreshes the area's reads.
export type ChannelCodeCommand =
  | { kind: 'save'; id?: number; form: ChannelCodeForm }
  | { kind: 'copy'; id: number }
  | { kind: 'delete'; id: number }
  | { kind: 'move'; ids: number[]; groupId: number }
  | { kind: 'createGroup'; name: string }
  | { kind: 'renameGroup'; id: number; name: string }
  | { kind: 'deleteGroup'; id: number };

const LOADING = { loading: true };
/** issue #38 item 4: the code form shows a 400 naming a field beside the field. */
const FORM_SAVE = { loading: true, fieldErrors: true };

/** What a write answers: the code's or group's id, or how many codes moved. */
export interface ChannelCodeWriteResult {
  readonly id?: number;
  readonly moved?: number;
}

function send(command: ChannelCodeCommand): Promise<ChannelCodeWriteResult> {
  switch (command.kind) {
    case 'save':
      return command.id
        ? callEndpoint(
            codes.updateChannelCode,
            { params: { id: command.id }, body: command.form },
            FORM_SAVE,
          )
        : callEndpoint(codes.createChannelCode, { body: command.form }, FORM_SAVE);
    case 'copy':
      return callEndpoint(codes.copyChannelCode, { params: { id: command.id } }, LOADING);
    case 'delete':
      return callEndpoint(codes.deleteChannelCode, { params: { id: command.id } }, LOADING);
    case 'move':
      return callEndpoint(
        codes.moveChannelCodes,
        { body: { ids: command.ids, group_id: command.groupId } },
        LOADING,
      );
    case 'createGroup':
      return callEndpoint(codes.createChannelCodeGroup, { body: { name: command.name } }, LOADING);
    case 'renameGroup':
      return callEndpoint(
        codes.renameChannelCodeGroup,
        { params: { id: command.id }, body: { name: command.name } },
        LOADING,
      );
    case 'deleteGroup':
      return callEndpoint(codes.deleteChannelCodeGroup, { params: { id: command.id } }, LOADING);
  }
}

const READS = [
  codes.channelCodeGroupList,
  codes.channelCodeList,
  codes.channelCodeDetail,
  codes.channelCodeStatistics,
];

export function useChannelCodeCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(READS.map((read) => client.invalidateQueries({ queryKey: endpointKey(read) }))),
  });
}
