import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ChannelCodeStatistics,
  StatisticsGranularity,
} from '../../../../../contract/acquiring/channel-code';
import { get } from '../../../../lib/http/client';
import { acquiringKeys } from './acquiring-keys';

// issue #9 GET /channel-codes/:id/statistics: adds, losses and net by day, week or month.
export interface StatisticsFilters {
  from: string;
  to: string;
  granularity: StatisticsGranularity;
  employee_ids?: number[];
}

export function useChannelCodeStatistics(id: number | undefined, filters: StatisticsFilters) {
  return useQuery(
    queryOptions({
      queryKey: acquiringKeys.statistics(id ?? 0, { ...filters }),
      queryFn: () =>
        get<ChannelCodeStatistics>(`/scrm/v1/acquiring/channel-codes/${id}/statistics`, {
          ...filters,
        }),
      enabled: id !== undefined,
      placeholderData: keepPreviousData,
    }),
  );
}
