// issue #15 /shunt-code reads and writes, derived from contract/acquiring/shunt-code.ts.
import {
  shuntCodeCreate,
  shuntCodeDelete,
  shuntCodeDetail,
  shuntCodeList,
  shuntCodeStatistics,
  shuntCodeToggle,
  shuntCodeUpdate,
  shuntTargetOptions,
} from '../../../../../contract/acquiring/shunt-code';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

type ListQuery = Parameters<typeof useEndpointQuery<typeof shuntCodeList>>[1]['query'];

export const useShuntCodes = (query: ListQuery) =>
  useEndpointQuery(shuntCodeList, { query }, { keepPrevious: true });
export const useShuntCode = (id: number) =>
  useEndpointQuery(shuntCodeDetail, { params: { id } }, { enabled: id > 0 });
export const useShuntTargetOptions = () =>
  useEndpointQuery(shuntTargetOptions, {}, { staleTime: 60_000 });
export const useShuntStatistics = (id: number, from: string, to: string) =>
  useEndpointQuery(
    shuntCodeStatistics,
    { query: { id, from, to } },
    { enabled: id > 0, persist: true },
  );
export const useCreateShuntCode = () =>
  useEndpointMutation(shuntCodeCreate, { invalidates: [shuntCodeList], fieldErrors: true });
export const useUpdateShuntCode = () =>
  useEndpointMutation(shuntCodeUpdate, {
    invalidates: [shuntCodeList, shuntCodeDetail],
    fieldErrors: true,
  });
export const useToggleShuntCode = () =>
  useEndpointMutation(shuntCodeToggle, { invalidates: [shuntCodeList] });
export const useDeleteShuntCode = () =>
  useEndpointMutation(shuntCodeDelete, { invalidates: [shuntCodeList] });
