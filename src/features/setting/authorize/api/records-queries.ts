import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MiniProgram } from '../../../../../contract/setting/authorize-mini-program';
import {
  miniProgramBind,
  miniProgramList,
  miniProgramUnbind,
  operateRecords,
} from '../../../../../contract/setting/authorize-endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 mini-authorize-operate-record and the spec §3 mini programs of /authorize.
export function operateRecordQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['platform', 'authorize', 'operate-records', page, pageSize],
    queryFn: () => callEndpoint(operateRecords, { body: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export const miniProgramQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'mini-programs'],
  queryFn: () => callEndpoint(miniProgramList, {}),
});

export function setMiniProgramBinding(id: number, bind: boolean): Promise<MiniProgram> {
  return callEndpoint(bind ? miniProgramBind : miniProgramUnbind, { body: { id } });
}
