import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordListQuery } from '../../../../../contract/material/super-form/api-types';
import { superformKeys } from './superform-keys';
import {
  recordDetail,
  recordList,
  recordSummary,
} from '../../../../../contract/material/super-form/endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// Records carry customer names and phones: never persisted offline (docs/conventions.md).

export function recordListQueryOptions(query: RecordListQuery) {
  return queryOptions({
    queryKey: superformKeys.recordList(query),
    queryFn: () =>
      callEndpoint(
        recordList,
        { query: { ...query } },
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
    queryFn: () => callEndpoint(recordDetail, { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

export function useRecordSummary(formId: number) {
  return useQuery({
    queryKey: superformKeys.summary(formId),
    queryFn: () => callEndpoint(recordSummary, { query: { form_id: formId } }),
  });
}
