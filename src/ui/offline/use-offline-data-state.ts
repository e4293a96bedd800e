import { useCallback, useSyncExternalStore } from 'react';
import type { Query, QueryClient } from '@tanstack/react-query';
import { isOnline, subscribeOnline } from '../../lib/offline/online-state';

export interface OfflineDataState {
  online: boolean;
  /** A query on screen has no data and waits for the network. */
  waiting: boolean;
  /** Oldest update time (ms) of the cached data on screen; null when none. */
  updatedAt: number | null;
}

/**
 * Reads the page's queries on screen (`pageQueries`: hashes the page asked for; kept-alive
 * hidden tabs have no observers while hidden).
 */
export function offlineDataState(
  client: QueryClient,
  online: boolean,
  pageQueries?: ReadonlySet<string>,
): OfflineDataState {
  if (online) return { online, waiting: false, updatedAt: null };
  const onScreen = (query: Query) =>
    query.getObserversCount() > 0 && (!pageQueries || pageQueries.has(query.queryHash));
  let waiting = false;
  let updatedAt: number | null = null;
  for (const query of client.getQueryCache().getAll().filter(onScreen)) {
    const { data, dataUpdatedAt, fetchStatus } = query.state;
    if (data === undefined) {
      if (fetchStatus === 'paused') waiting = true;
    } else if (dataUpdatedAt > 0) {
      updatedAt = updatedAt === null ? dataUpdatedAt : Math.min(updatedAt, dataUpdatedAt);
    }
  }
  return { online, waiting, updatedAt };
}

/** issue #5 "Offline": what the page gate needs to know about its page, kept up to date. */
export function useOfflineDataState(
  client: QueryClient,
  pageQueries?: ReadonlySet<string>,
): OfflineDataState {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stopCache = client.getQueryCache().subscribe(onChange);
      const stopOnline = subscribeOnline(onChange);
      return () => {
        stopCache();
        stopOnline();
      };
    },
    [client],
  );
  // A string snapshot: stable between renders while nothing that matters changed.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(offlineDataState(client, isOnline(), pageQueries)),
    () => JSON.stringify({ online: true, waiting: false, updatedAt: null }),
  );
  return JSON.parse(snapshot) as OfflineDataState;
}
