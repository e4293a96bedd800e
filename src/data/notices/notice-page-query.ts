import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { noticePageEndpoint } from '../../../contract/platform-endpoints';
import { callEndpoint } from '../../lib/api/endpoint-client';

// spec §7 get-notice-page-not-with-tenant: the notice list, paged (spec §9 page size 20).
export function noticePageQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['platform', 'notices', 'page', page, pageSize],
    queryFn: () =>
      callEndpoint(noticePageEndpoint, {
        body: {
          page,
          page_size: pageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
