import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api/endpoint-client';

// spec §7 get-notice-page-not-with-tenant: the notice list, paged (spec §9 page size 20).
// The declaration loads with the first call and is schema-free (issue #39, docs/architecture.md
// "Styling" point 7): /index's recent notices load no zod; the server validates the body.
export function noticePageQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['platform', 'notices', 'page', page, pageSize],
    queryFn: async () => {
      const { noticePageRoute } = await import('../../../contract/platform-endpoints-routes');
      return callEndpoint(noticePageRoute, { body: { page, page_size: pageSize } });
    },
    placeholderData: keepPreviousData,
  });
}
