import { Suspense, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notice } from '../../../contract/platform-notice';
import { APP_MODES } from '../../../contract/platform';
import {
  markNoticesRead,
  unreadNoticesQueryOptions,
} from '../../data/notices/unread-notices-query';
import { useUserStore } from '../../data/user-store/use-user-store';
import { lazyIsland } from '../../ui/theme/chakra-island';

// Loaded only when there is something to show: the dialog machine stays out of the first paint.
const NoticePopupDialog = lazyIsland(() =>
  import('./notice-popup-dialog').then((module) => module.NoticePopupDialog),
);

/**
 * spec §1, §3, §6, §9: unread notices pop up after sign-in (polled every 30 minutes), are
 * marked read once shown, and never show in agent-developed mode.
 */
export function NoticePopup() {
  const store = useUserStore();
  const queryClient = useQueryClient();
  const agentDeveloped = store.data?.appMode === APP_MODES.agentDeveloped;
  const unread = useQuery({
    ...unreadNoticesQueryOptions,
    enabled: store.status === 'loaded' && !agentDeveloped,
  });
  const [shown, setShown] = useState<Notice[]>([]);
  const [open, setOpen] = useState(false);
  const marked = useRef(new Set<number>());

  useEffect(() => {
    const fresh = (unread.data ?? []).filter((notice) => !marked.current.has(notice.id));
    if (agentDeveloped || fresh.length === 0) return;
    for (const notice of fresh) marked.current.add(notice.id);
    setShown(fresh);
    setOpen(true);
    // Shown once: read as soon as it is on screen, so a reload does not show it again.
    void markNoticesRead(fresh.map((notice) => notice.id)).then(
      () => queryClient.setQueryData(unreadNoticesQueryOptions.queryKey, []),
      () => undefined,
    );
  }, [unread.data, agentDeveloped, queryClient]);

  if (shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticePopupDialog notices={shown} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
