import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormDetail } from '../../../../../contract/material/super-form/api-types';
import { SUPERFORM_API } from '../../../../../contract/material/super-form/api-types';
import { get } from '../../../../lib/http/client';
import { superformKeys } from './superform-keys';

export function formDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: superformKeys.detail(id),
    queryFn: () => get<FormDetail>(`${SUPERFORM_API}/form/detail`, { id }),
    // The editor starts from what is stored now, not from a cached copy.
    staleTime: 0,
  });
}

export function useFormDetail(id: number | undefined) {
  return useQuery({ ...formDetailQueryOptions(id ?? 0), enabled: id !== undefined });
}
