import { menuQueryOptions } from '../data/menu/menu-query';
import { profileQueryOptions } from '../data/profile/profile-query';
import { queryClient } from '../lib/query/query-client';

/**
 * issue #39 (the LCP chain): the shell renders nothing until the menu and the profile have
 * answered, and their queries used to start only once React had rendered the app and the
 * persisted cache had been read back. Started here, right after the session check, they travel
 * in parallel with the route chunk (prefetchRoutePage) and the cache restore; the shell's
 * queries then find them in flight (same keys) instead of asking again.
 */
export function startFirstRequests(): void {
  void queryClient.prefetchQuery(menuQueryOptions);
  void queryClient.prefetchQuery(profileQueryOptions);
}
