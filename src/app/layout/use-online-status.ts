import { useOnline } from '../../lib/offline/use-online';

/** The browser's online state, for the header's online/offline indicator. */
export function useOnlineStatus(): boolean {
  return useOnline();
}
