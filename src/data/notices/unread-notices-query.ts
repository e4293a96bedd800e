import { queryOptions } from '@tanstack/react-query';
import { NOTICE_POLL_MS, PLATFORM_API } from '../../../contract/platform';
import type { Notice, NoticeStatusBody } from '../../../contract/platform-notice';
import { post } from '../../lib/http/client';

// spec §7 get-notice-push-with-tenant (unread, for the popup) and update-notice-status
// ([{id, status:1}]); spec §9: polled every 30 minutes.
const LEAD = `${PLATFORM_API}/mini-initial-lead`;

export const unreadNoticesQueryOptions = queryOptions({
  queryKey: ['platform', 'notices', 'unread'],
  queryFn: () => post<Notice[]>(`${LEAD}/get-notice-push-with-tenant`),
  refetchInterval: NOTICE_POLL_MS,
  refetchIntervalInBackground: true,
  staleTime: NOTICE_POLL_MS,
});

export function markNoticesRead(ids: readonly number[]): Promise<unknown> {
  const body: NoticeStatusBody = ids.map((id) => ({ id, status: 1 }));
  return post(`${LEAD}/update-notice-status`, body);
}
