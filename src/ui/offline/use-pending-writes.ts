import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  listPendingWrites,
  subscribePendingWrites,
  type PendingWrite,
} from '../../lib/offline/pending-writes';

/** issue #5: the offline-safe writes not yet confirmed by the server, for the header. */
export function usePendingWrites(): PendingWrite[] {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => subscribePendingWrites(client, onChange),
    [client],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(listPendingWrites(client)),
    () => '[]',
  );
  return JSON.parse(snapshot) as PendingWrite[];
}
