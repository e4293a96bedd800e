// issue #16 /tag-invite-group reads and writes, derived from contract/acquiring/tag-invite-group.ts.
import {
  tagInviteCreate,
  tagInviteDelete,
  tagInviteDetail,
  tagInviteGroupList,
  tagInviteGroupOptions,
  tagInvitePreview,
  tagInviteRecipients,
  tagInviteRemind,
} from '../../../../../contract/acquiring/tag-invite-group';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

type ListQuery = Parameters<typeof useEndpointQuery<typeof tagInviteGroupList>>[1]['query'];
type RecipientQuery = Parameters<typeof useEndpointQuery<typeof tagInviteRecipients>>[1]['query'];

export const useTasks = (query: ListQuery) =>
  useEndpointQuery(tagInviteGroupList, { query }, { keepPrevious: true, persist: true });
export const useTask = (id: number) =>
  useEndpointQuery(tagInviteDetail, { params: { id } }, { enabled: id > 0 });
export const useRecipients = (id: number, query: RecipientQuery) =>
  useEndpointQuery(
    tagInviteRecipients,
    { params: { id }, query },
    { enabled: id > 0, keepPrevious: true },
  );
export const useInviteGroups = () => useEndpointQuery(tagInviteGroupOptions, {}, { persist: true });
export const usePreviewTask = () => useEndpointMutation(tagInvitePreview, { invalidates: [] });
export const useCreateTask = () =>
  useEndpointMutation(tagInviteCreate, { invalidates: [tagInviteGroupList], fieldErrors: true });
export const useDeleteTask = () =>
  useEndpointMutation(tagInviteDelete, { invalidates: [tagInviteGroupList] });
export const useRemindTask = () =>
  useEndpointMutation(tagInviteRemind, { invalidates: [tagInviteDetail] });
