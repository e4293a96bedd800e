import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api/endpoint-client';

// spec §7 get-notice-page-not-with-tenant: the notice list, paged (spec §9 page size 20).
// The declaration carries its body schema (zod): loaded with the first call, so /index's route
// chunk (on its first paint's path, issue #39) holds no zod.
export function noticePageQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['platform', 'notices', 'page', page, pageSize],
    queryFn: async () => {
      const { noticePageEndpoint } = await import('../../../contract/platform-endpoints');
      return callEndpoint(noticePageEndpoint, { body: { page, page_size: pageSize } });
    },
    placeholderData: keepPreviousData,
  });
}
