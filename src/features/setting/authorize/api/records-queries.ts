import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListData } from '../../../../../contract/envelope';
import { PLATFORM_API } from '../../../../../contract/platform';
import type { OperateRecord } from '../../../../../contract/setting/authorize';
import type { MiniProgram } from '../../../../../contract/setting/authorize-mini-program';
import { get, post } from '../../../../lib/http/client';

// spec §7 mini-authorize-operate-record and the spec §3 mini programs of /authorize.
export function operateRecordQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['platform', 'authorize', 'operate-records', page, pageSize],
    queryFn: () =>
      post<ListData<OperateRecord>>(
        `${PLATFORM_API}/mini-authorize-operate-record/get-operate-record-by-tenant-id`,
        { page, page_size: pageSize },
      ),
    placeholderData: keepPreviousData,
  });
}

export const miniProgramQueryOptions = queryOptions({
  queryKey: ['platform', 'authorize', 'mini-programs'],
  queryFn: () => get<ListData<MiniProgram>>(`${PLATFORM_API}/mini-program/list`),
});

export function setMiniProgramBinding(id: number, bind: boolean): Promise<MiniProgram> {
  return post<MiniProgram>(`${PLATFORM_API}/mini-program/${bind ? 'bind' : 'unbind'}`, { id });
}
