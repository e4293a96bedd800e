// issue #15 /group-code reads and writes, derived from contract/acquiring/group-code.ts.
import {
  groupCodeCreate,
  groupCodeDelete,
  groupCodeDetail,
  groupCodeGroupOptions,
  groupCodeList,
  groupCodeSandboxFailure,
  groupCodeSandboxJoins,
  groupCodeStatistics,
  groupCodeUpdate,
} from '../../../../../contract/acquiring/group-code';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

type ListQuery = Parameters<typeof useEndpointQuery<typeof groupCodeList>>[1]['query'];
/** spec §8 codes the form explains itself (no generic toast). */
const quiet = { request: { quietCodes: ['48002', '701170'], loading: true }, fieldErrors: true };

export const useGroupCodes = (query: ListQuery) =>
  useEndpointQuery(groupCodeList, { query }, { keepPrevious: true });
export const useGroupCode = (id: number) =>
  useEndpointQuery(groupCodeDetail, { params: { id } }, { enabled: id > 0 });
export const useGroupOptions = () =>
  useEndpointQuery(groupCodeGroupOptions, {}, { staleTime: 60_000 });
export const useGroupStatistics = (id: number, from: string, to: string) =>
  useEndpointQuery(
    groupCodeStatistics,
    { query: { id, from, to } },
    { enabled: id > 0, persist: true },
  );
export const useCreateGroupCode = () =>
  useEndpointMutation(groupCodeCreate, { invalidates: [groupCodeList], ...quiet });
export const useUpdateGroupCode = () =>
  useEndpointMutation(groupCodeUpdate, { invalidates: [groupCodeList, groupCodeDetail], ...quiet });
export const useDeleteGroupCode = () =>
  useEndpointMutation(groupCodeDelete, { invalidates: [groupCodeList] });
export const useSandboxJoins = () =>
  useEndpointMutation(groupCodeSandboxJoins, {
    invalidates: [groupCodeList, groupCodeDetail, groupCodeStatistics],
  });
export const useSandboxFailure = () => useEndpointMutation(groupCodeSandboxFailure);
