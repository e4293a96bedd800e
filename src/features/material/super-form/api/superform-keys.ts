import type {
  FormListQuery,
  RecordListQuery,
} from '../../../../../contract/material/super-form/api-types';

// docs/conventions.md: one key factory per feature; invalidating `all` refreshes every super-form view.
export const superformKeys = {
  all: ['superform'] as const,
  lists: () => [...superformKeys.all, 'list'] as const,
  list: (query: FormListQuery) => [...superformKeys.lists(), query] as const,
  detail: (id: number) => [...superformKeys.all, 'detail', id] as const,
  records: () => [...superformKeys.all, 'records'] as const,
  recordList: (query: RecordListQuery) => [...superformKeys.records(), 'list', query] as const,
  record: (id: number) => [...superformKeys.records(), 'detail', id] as const,
  summary: (formId: number) => [...superformKeys.records(), 'summary', formId] as const,
};
