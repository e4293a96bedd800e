// Query keys of the customers area (bulletproof-react: one small key factory per feature).
// None of these queries is persisted: customer names and phones are personal data.
import { directoryOptionsKey } from '../../../../data/directory-options';
import { tagGroupsKey } from '../../../../data/tag-groups';
import type { CustomerListFilters } from './customer-list-query';

export const customerKeys = {
  all: ['customers'] as const,
  list: (filters: CustomerListFilters) => ['customers', 'list', filters] as const,
  detail: (id: number) => ['customers', 'detail', id] as const,
  events: (id: number, page: number) => ['customers', 'events', id, page] as const,
  tagGroups: tagGroupsKey,
  directory: directoryOptionsKey,
};
