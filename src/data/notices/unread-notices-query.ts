import { queryOptions } from '@tanstack/react-query';
import { NOTICE_POLL_MS } from '../../../contract/platform';
import type { NoticeStatusBody } from '../../../contract/platform-notice';
import { noticePush } from '../../../contract/platform-reads';
import { callEndpoint } from '../../lib/api/endpoint-client';

// spec §7 get-notice-push-with-tenant (unread, for the popup) and update-notice-status
// ([{id, status:1}]); spec §9: polled every 30 minutes.

export const unreadNoticesQueryOptions = queryOptions({
  queryKey: ['platform', 'notices', 'unread'],
  queryFn: () => callEndpoint(noticePush, {}),
  refetchInterval: NOTICE_POLL_MS,
  refetchIntervalInBackground: true,
  staleTime: NOTICE_POLL_MS,
});

export async function markNoticesRead(ids: readonly number[]): Promise<unknown> {
  const body: NoticeStatusBody = ids.map((id) => ({ id, status: 1 }));
  // The write's declaration loads when a notice is read, not with the shell (scripts/
  // check-bundle.mjs, /index initial JS); schema-free (issue #39): the server validates the body.
  const { noticeStatusUpdateRoute } = await import('../../../contract/platform-endpoints-routes');
  return callEndpoint(noticeStatusUpdateRoute, { body });
}
