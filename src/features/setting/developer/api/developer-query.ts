import { queryOptions } from '@tanstack/react-query';
import type {
  DeveloperApplication,
  DeveloperApplyBody,
} from '../../../../../contract/setting/developer';
import { get, post } from '../../../../lib/http/client';

// spec §3 developer, §4 audit: the tenant's application; polled while the platform reviews it.
const BASE = '/scrm/v1/setting/developer';

export const developerQueryOptions = queryOptions({
  queryKey: ['settings', 'developer'],
  queryFn: () => get<DeveloperApplication | null>(`${BASE}/get`),
  refetchInterval: (query) => (query.state.data?.check_status === 0 ? 10_000 : false),
});

export function applyDeveloper(body: DeveloperApplyBody): Promise<DeveloperApplication> {
  return post<DeveloperApplication>(`${BASE}/apply`, body);
}
