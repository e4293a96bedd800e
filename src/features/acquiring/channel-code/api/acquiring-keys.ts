// Query keys of the acquiring area (one key factory per feature).
import type { ChannelCodeListFilters } from './channel-code-list-query';

export const acquiringKeys = {
  all: ['acquiring'] as const,
  groups: ['acquiring', 'channel-code-groups'] as const,
  list: (filters: ChannelCodeListFilters) => ['acquiring', 'channel-codes', filters] as const,
  detail: (id: number) => ['acquiring', 'channel-code', id] as const,
  statistics: (id: number, query: Record<string, unknown>) =>
    ['acquiring', 'channel-code-statistics', id, query] as const,
};
