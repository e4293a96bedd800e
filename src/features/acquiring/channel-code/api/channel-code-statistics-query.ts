import type { StatisticsGranularity } from '../../../../../contract/acquiring/channel-code';
import { channelCodeStatistics } from '../../../../../contract/acquiring/channel-code';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';

// issue #9 adds, losses and net of one code by day, week or month.
export interface StatisticsFilters {
  from: string;
  to: string;
  granularity: StatisticsGranularity;
  employee_ids?: number[];
}

export function useChannelCodeStatistics(id: number | undefined, filters: StatisticsFilters) {
  return useEndpointQuery(
    channelCodeStatistics,
    { params: { id: id ?? 0 }, query: filters },
    { enabled: id !== undefined, keepPrevious: true },
  );
}
