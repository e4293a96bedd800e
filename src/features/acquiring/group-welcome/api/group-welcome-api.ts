// issue #16 /group-welcome reads and writes, derived from contract/acquiring/group-welcome.ts.
import {
  groupWelcomeCreate,
  groupWelcomeDelete,
  groupWelcomeDetail,
  groupWelcomeGroupOptions,
  groupWelcomeList,
  groupWelcomeLogList,
  groupWelcomeSimulateJoin,
  groupWelcomeUpdate,
} from '../../../../../contract/acquiring/group-welcome';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

type LogQuery = Parameters<typeof useEndpointQuery<typeof groupWelcomeLogList>>[1]['query'];

export const useGroupWelcomes = (query: { page: number; page_size: number; name?: string }) =>
  useEndpointQuery(groupWelcomeList, { query }, { keepPrevious: true, persist: true });
export const useGroupWelcome = (id: number) =>
  useEndpointQuery(groupWelcomeDetail, { params: { id } }, { enabled: id > 0 });
export const useGroupWelcomeLogs = (query: LogQuery) =>
  useEndpointQuery(groupWelcomeLogList, { query }, { keepPrevious: true });
export const useGroupOptions = () =>
  useEndpointQuery(groupWelcomeGroupOptions, {}, { persist: true });
export const useCreateGroupWelcome = () =>
  useEndpointMutation(groupWelcomeCreate, { invalidates: [groupWelcomeList], fieldErrors: true });
export const useUpdateGroupWelcome = () =>
  useEndpointMutation(groupWelcomeUpdate, {
    invalidates: [groupWelcomeList, groupWelcomeDetail],
    fieldErrors: true,
  });
export const useDeleteGroupWelcome = () =>
  useEndpointMutation(groupWelcomeDelete, { invalidates: [groupWelcomeList] });
export const useSimulateJoin = () =>
  useEndpointMutation(groupWelcomeSimulateJoin, {
    invalidates: [groupWelcomeLogList, groupWelcomeList],
  });
