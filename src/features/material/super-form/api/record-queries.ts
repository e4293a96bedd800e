import type { RecordListQuery } from '../../../../../contract/material/super-form/api-types';
import {
  recordDetail,
  recordList,
  recordSummary,
} from '../../../../../contract/material/super-form/endpoints';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';

// Records carry customer names and phones: never persisted offline (docs/conventions.md).

export function useRecordList(query: RecordListQuery) {
  return useEndpointQuery(
    recordList,
    { query: { ...query } },
    { cancelKey: 'superform.records', keepPrevious: true },
  );
}

export function useRecordDetail(id: number | null) {
  return useEndpointQuery(recordDetail, { query: { id: id ?? 0 } }, { enabled: id !== null });
}

export function useRecordSummary(formId: number) {
  return useEndpointQuery(recordSummary, { query: { form_id: formId } });
}
