import type { Mutation, QueryClient } from '@tanstack/react-query';
import type { MessageKey } from '../i18n/zh-cn';
import type { OfflineMutationMeta } from './offline-mutation';

// issue #5: a save made offline is shown as pending with a count in the header, and the
// operator can discard it.

export interface PendingWrite {
  id: number;
  /** Catalogue key naming the write. */
  label: MessageKey;
  /** When the operator made the write (ms). */
  submittedAt: number;
  /** Waiting for the connection (it can be discarded); false while it is being sent. */
  paused: boolean;
}

function isQueuedWrite(mutation: Mutation<unknown, Error, unknown, unknown>): boolean {
  return mutation.state.status === 'pending' && mutation.meta?.offline === true;
}

/** Offline-safe writes not yet confirmed by the server, oldest first. */
export function listPendingWrites(client: QueryClient): PendingWrite[] {
  return client
    .getMutationCache()
    .getAll()
    .filter(isQueuedWrite)
    .map((mutation) => ({
      id: mutation.mutationId,
      label: (mutation.meta as OfflineMutationMeta | undefined)?.label ?? 'pwa.pendingTitle',
      submittedAt: mutation.state.submittedAt,
      paused: mutation.state.isPaused,
    }))
    .sort((a, b) => a.submittedAt - b.submittedAt);
}

export function subscribePendingWrites(client: QueryClient, onChange: () => void): () => void {
  return client.getMutationCache().subscribe(onChange);
}

/**
 * Drops a queued write: it leaves the cache (and so the persisted copy) and is never resumed.
 * Queries it changed optimistically are refreshed (at once, or when the connection returns).
 */
export function discardPendingWrite(client: QueryClient, id: number): void {
  const cache = client.getMutationCache();
  const mutation = cache.getAll().find((item) => item.mutationId === id);
  if (!mutation || !mutation.state.isPaused) return;
  cache.remove(mutation);
  const meta = mutation.meta as OfflineMutationMeta | undefined;
  for (const queryKey of meta?.invalidates ?? []) void client.invalidateQueries({ queryKey });
}
