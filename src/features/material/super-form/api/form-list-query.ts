import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListData } from '../../../../../contract/envelope';
import type {
  FormListItem,
  FormListQuery,
} from '../../../../../contract/material/super-form/api-types';
import { SUPERFORM_API } from '../../../../../contract/material/super-form/api-types';
import { get } from '../../../../lib/http/client';
import { superformKeys } from './superform-keys';

export function formListQueryOptions(query: FormListQuery) {
  return queryOptions({
    queryKey: superformKeys.list(query),
    queryFn: () =>
      get<ListData<FormListItem>>(
        `${SUPERFORM_API}/form/list`,
        { ...query },
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
