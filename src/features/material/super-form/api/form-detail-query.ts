import { queryOptions, useQuery } from '@tanstack/react-query';
import { superformKeys } from './superform-keys';
import { formDetail } from '../../../../../contract/material/super-form/endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

export function formDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: superformKeys.detail(id),
    queryFn: () => callEndpoint(formDetail, { query: { id } }),
    // The editor starts from what is stored now, not from a cached copy.
    staleTime: 0,
  });
}

export function useFormDetail(id: number | undefined) {
  return useQuery({ ...formDetailQueryOptions(id ?? 0), enabled: id !== undefined });
}
