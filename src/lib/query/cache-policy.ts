// issue #5: the persisted cache lives 7 days; gcTime of queries is at least as long.
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface PersistMeta {
  /** Write this query to the offline cache (statistics and configuration lists only). */
  persist?: boolean;
}

/** design.md: only queries marked `meta: { persist: true }` reach IndexedDB, and only data. */
export function shouldPersistQuery(query: {
  meta?: Record<string, unknown> | undefined;
  state: { status: string };
}): boolean {
  return query.meta?.persist === true && query.state.status === 'success';
}

/** Queued offline writes (paused, offline-safe) survive a reload; nothing else is written. */
export function shouldPersistMutation(mutation: {
  meta?: Record<string, unknown> | undefined;
  state: { isPaused: boolean };
}): boolean {
  return mutation.state.isPaused && mutation.meta?.offline === true;
}
