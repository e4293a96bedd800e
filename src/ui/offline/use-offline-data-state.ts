import { useCallback, useSyncExternalStore } from 'react';
import type { Query, QueryClient } from '@tanstack/react-query';
import { isOnline, subscribeOnline } from '../../lib/offline/online-state';

export interface OfflineDataState {
  online: boolean;
  /** A query on screen has no data and waits for the network. */
  waiting: boolean;
  /** Oldest update time (ms) of the cached data on screen; null when none. */
  updatedAt: number | null;
  /**
   * issue #37: a query waiting offline is not kept on the device by design (personal data,
   * docs/conventions.md), so "never opened here" would be false.
   */
  personal?: boolean;
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
  let personal = false;
  let updatedAt: number | null = null;
  for (const query of client.getQueryCache().getAll().filter(onScreen)) {
    const { data, dataUpdatedAt, fetchStatus } = query.state;
    if (data === undefined) {
      if (fetchStatus === 'paused') waiting = true;
      if (fetchStatus === 'paused' && query.meta?.persist !== true) personal = true;
    } else if (dataUpdatedAt > 0) {
      updatedAt = updatedAt === null ? dataUpdatedAt : Math.min(updatedAt, dataUpdatedAt);
    }
  }
  if (waiting && updatedAt === null && pageQueries) {
    // issue #37: a period or page never loaded here, after others that were: the page keeps
    // showing what it has (the previous period as a placeholder) and says so in place,
    // instead of being replaced by "never opened on this device".
    for (const query of client.getQueryCache().getAll()) {
      const { data, dataUpdatedAt } = query.state;
      if (!pageQueries.has(query.queryHash) || data === undefined || dataUpdatedAt <= 0) continue;
      updatedAt = Math.max(updatedAt ?? 0, dataUpdatedAt);
    }
  }
  return personal ? { online, waiting, updatedAt, personal } : { online, waiting, updatedAt };
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
