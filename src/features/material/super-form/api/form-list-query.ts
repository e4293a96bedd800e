import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FormListQuery } from '../../../../../contract/material/super-form/api-types';
import { superformKeys } from './superform-keys';
import { formList } from '../../../../../contract/material/super-form/endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

export function formListQueryOptions(query: FormListQuery) {
  return queryOptions({
    queryKey: superformKeys.list(query),
    queryFn: () =>
      callEndpoint(
        formList,
        { query: { ...query } },
        {
          cancelKey: 'superform.list',
        },
      ),
    placeholderData: keepPreviousData,
    // A configuration list without personal data: kept for offline reading (issue #5).
    meta: { persist: true },
  });
}

export function useFormList(query: FormListQuery) {
  return useQuery(formListQueryOptions(query));
}
