import { useCallback, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getOverdueState, subscribeOverdue } from './overdue-state';
import type { UserStoreData } from './user-store-query';
import { userStoreQueryOptions } from './user-store-query';

// spec §3 user store, §4 start-up: loading → loaded, or an error recorded with a retry.
export type UserStoreStatus = 'loading' | 'loaded' | 'error';

export interface UserStore {
  status: UserStoreStatus;
  error: Error | null;
  retry: () => void;
  data: UserStoreData | undefined;
  /** overdueInfo with a "102" answer folded in (spec §8). */
  overdue: { raised: boolean; msg: string };
}

export function useUserStore(): UserStore {
  const query = useQuery(userStoreQueryOptions);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const overdue = useSyncExternalStore(subscribeOverdue, getOverdueState, getOverdueState);
  // Data from an earlier load stays usable when a refetch fails.
  const status: UserStoreStatus = query.data ? 'loaded' : query.isError ? 'error' : 'loading';
  return {
    status,
    error: query.error,
    retry,
    data: query.data,
    overdue: { raised: overdue.overdue, msg: overdue.msg },
  };
}
