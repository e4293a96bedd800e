import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from '../../lib/offline/online-state';

/** The browser's online state, for the header's online/offline indicator. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
