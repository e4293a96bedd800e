// issue #5: the persisted cache lives 7 days; gcTime of queries is at least as long.
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface PersistMeta {
  /** Write this query to the offline cache (statistics and configuration lists only). */
  persist?: boolean;
}

/** docs/conventions.md: only queries marked `meta: { persist: true }` reach IndexedDB, and only data. */
export function shouldPersistQuery(query: {
  meta?: Record<string, unknown> | undefined;
  state: { status: string };
}): boolean {
  return query.meta?.persist === true && query.state.status === 'success';
}

/**
 * Offline-safe writes survive a reload from the moment they are made until the server
 * confirmed them: paused, being sent or waiting to retry (issue #24 "Nothing queued is lost").
 * Nothing else is written.
 */
export function shouldPersistMutation(mutation: {
  meta?: Record<string, unknown> | undefined;
  state: { status: string };
}): boolean {
  return mutation.state.status === 'pending' && mutation.meta?.offline === true;
}
