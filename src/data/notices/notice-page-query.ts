import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListData } from '../../../contract/envelope';
import { PLATFORM_API } from '../../../contract/platform';
import type { NoticeListItem } from '../../../contract/platform-notice';
import { post } from '../../lib/http/client';

// spec §7 get-notice-page-not-with-tenant: the notice list, paged (spec §9 page size 20).
export function noticePageQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['platform', 'notices', 'page', page, pageSize],
    queryFn: () =>
      post<ListData<NoticeListItem>>(
        `${PLATFORM_API}/mini-initial-lead/get-notice-page-not-with-tenant`,
        {
          page,
          page_size: pageSize,
        },
      ),
    placeholderData: keepPreviousData,
  });
}
