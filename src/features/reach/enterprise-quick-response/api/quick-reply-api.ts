// issue #18 /enterprise-quick-response reads and writes, derived from the contract.
import {
  quickReplyCreate,
  quickReplyDelete,
  quickReplyGroupCreate,
  quickReplyGroupDelete,
  quickReplyGroupTree,
  quickReplyGroupUpdate,
  quickReplyImport,
  quickReplyList,
  quickReplyMove,
  quickReplyUpdate,
  quickReplyUsage,
} from '../../../../../contract/reach/enterprise-quick-response';
import type { QuickReplySort } from '../../../../../contract/reach/enterprise-quick-response';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

export interface ReplyQuery {
  page: number;
  page_size: number;
  keyword?: string;
  group_id?: number;
  department_id?: number;
  sort: QuickReplySort;
}

export const useReplyGroups = () => useEndpointQuery(quickReplyGroupTree, {}, { persist: true });
export const useReplies = (query: ReplyQuery) =>
  useEndpointQuery(quickReplyList, { query }, { keepPrevious: true });
export const useReplyUsage = (id: number) =>
  useEndpointQuery(quickReplyUsage, { params: { id } }, { enabled: id > 0 });

const lists = [quickReplyList, quickReplyGroupTree];
export const useSaveGroup = () => ({
  create: useEndpointMutation(quickReplyGroupCreate, { invalidates: lists }),
  update: useEndpointMutation(quickReplyGroupUpdate, { invalidates: lists }),
});
export const useDeleteGroup = () =>
  useEndpointMutation(quickReplyGroupDelete, { invalidates: lists });
export const useSaveReply = () => ({
  create: useEndpointMutation(quickReplyCreate, { invalidates: lists }),
  update: useEndpointMutation(quickReplyUpdate, { invalidates: lists }),
});
export const useDeleteReply = () => useEndpointMutation(quickReplyDelete, { invalidates: lists });
export const useMoveReply = () =>
  useEndpointMutation(quickReplyMove, { invalidates: [quickReplyList] });
export const useImportReplies = () => useEndpointMutation(quickReplyImport, { invalidates: lists });
