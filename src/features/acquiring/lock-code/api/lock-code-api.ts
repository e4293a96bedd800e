// issue #15 /lock-code reads and writes, derived from contract/acquiring/lock-code.ts.
import {
  lockBindingList,
  lockBindingTransfer,
  lockBindingUnbind,
  lockCodeCreate,
  lockCodeDelete,
  lockCodeDetail,
  lockCodeList,
  lockCodeStatistics,
  lockCodeToggle,
  lockCodeUpdate,
} from '../../../../../contract/acquiring/lock-code';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

type ListQuery = Parameters<typeof useEndpointQuery<typeof lockCodeList>>[1]['query'];

export const useLockCodes = (query: ListQuery) =>
  useEndpointQuery(lockCodeList, { query }, { keepPrevious: true });
export const useLockCode = (id: number) =>
  useEndpointQuery(lockCodeDetail, { params: { id } }, { enabled: id > 0 });
export const useBindings = (id: number, status: 'active' | 'released') =>
  useEndpointQuery(
    lockBindingList,
    { params: { id }, query: { status, page: 1, page_size: 100 } },
    { enabled: id > 0 },
  );
export const useLockStatistics = (id: number, from: string, to: string) =>
  useEndpointQuery(
    lockCodeStatistics,
    { query: { id, from, to } },
    { enabled: id > 0, persist: true },
  );
export const useCreateLockCode = () =>
  useEndpointMutation(lockCodeCreate, { invalidates: [lockCodeList], fieldErrors: true });
export const useUpdateLockCode = () =>
  useEndpointMutation(lockCodeUpdate, {
    invalidates: [lockCodeList, lockCodeDetail],
    fieldErrors: true,
  });
export const useToggleLockCode = () =>
  useEndpointMutation(lockCodeToggle, { invalidates: [lockCodeList] });
export const useDeleteLockCode = () =>
  useEndpointMutation(lockCodeDelete, { invalidates: [lockCodeList] });
export const useUnbind = () =>
  useEndpointMutation(lockBindingUnbind, { invalidates: [lockBindingList, lockCodeList] });
export const useTransfer = () =>
  useEndpointMutation(lockBindingTransfer, { invalidates: [lockBindingList] });
