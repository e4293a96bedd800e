import type { QueryClient } from '@tanstack/react-query';

/**
 * After the persisted cache is read back: what it restored shows at once but is refreshed from
 * the server as pages mount (a role changed since must not wait for staleTime). Only what it
 * restored: a query answered during this page load (the menu and profile started before the
 * restore, src/app/start-first-requests.ts) is fresh, and marking it stale made the shell ask
 * the menu, the profile and the corp info twice on every cold load (issue #39).
 * `loadedAt`: when this page load began (`performance.timeOrigin`, ms since the epoch).
 */
export function refreshRestoredQueries(client: QueryClient, loadedAt: number): Promise<void> {
  return client.invalidateQueries({
    refetchType: 'none',
    predicate: (query) => query.state.dataUpdatedAt < loadedAt,
  });
}
