import { formDetail } from '../../../../../contract/material/super-form/endpoints';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';

// The editor starts from what is stored now, not from a cached copy (staleTime 0).
export function useFormDetail(id: number | undefined) {
  return useEndpointQuery(
    formDetail,
    { query: { id: id ?? 0 } },
    { staleTime: 0, enabled: id !== undefined },
  );
}
