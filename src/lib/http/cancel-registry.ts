// spec §4: a new request with the same cancel key aborts the older one.
export const CANCELLED_REASON = 'cancelled';

const pending = new Map<string, AbortController>();

/** Starts tracking `controller` under `key`, aborting the call it replaces. */
export function claimCancelKey(key: string, controller: AbortController): void {
  pending.get(key)?.abort(CANCELLED_REASON);
  pending.set(key, controller);
}

/** Stops tracking, unless a newer call has taken the key meanwhile. */
export function releaseCancelKey(key: string, controller: AbortController): void {
  if (pending.get(key) === controller) pending.delete(key);
}

/** Cancels the outstanding call of `key`, if any (e.g. when a page closes). */
export function cancelRequest(key: string): void {
  pending.get(key)?.abort(CANCELLED_REASON);
  pending.delete(key);
}
