import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListData } from '../../../../../contract/envelope';
import type {
  ComponentSummary,
  RecordDetail,
  RecordListItem,
  RecordListQuery,
} from '../../../../../contract/material/super-form/api-types';
import { SUPERFORM_API } from '../../../../../contract/material/super-form/api-types';
import { get } from '../../../../lib/http/client';
import { superformKeys } from './superform-keys';

// Records carry customer names and phones: never persisted offline (docs/conventions.md).

export function recordListQueryOptions(query: RecordListQuery) {
  return queryOptions({
    queryKey: superformKeys.recordList(query),
    queryFn: () =>
      get<ListData<RecordListItem>>(
        `${SUPERFORM_API}/record/list`,
        { ...query },
        {
          cancelKey: 'superform.records',
        },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRecordList(query: RecordListQuery) {
  return useQuery(recordListQueryOptions(query));
}

export function useRecordDetail(id: number | null) {
  return useQuery({
    queryKey: superformKeys.record(id ?? 0),
    queryFn: () => get<RecordDetail>(`${SUPERFORM_API}/record/detail`, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

export function useRecordSummary(formId: number) {
  return useQuery({
    queryKey: superformKeys.summary(formId),
    queryFn: () => get<ComponentSummary[]>(`${SUPERFORM_API}/record/summary`, { form_id: formId }),
  });
}
