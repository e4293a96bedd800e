import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from './online-state';

/** The browser's online state as React state (header indicator, offline-aware reads). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
