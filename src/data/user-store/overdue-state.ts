import { onOverdue } from '../../lib/http/overdue-event';

// spec §8: a body code "102" (overdue) on any call raises the expiry state. The request client
// announces it (lib/http/overdue-event.ts); this small store remembers it for the banners.

export interface OverdueState {
  overdue: boolean;
  msg: string;
}

const NOT_OVERDUE: OverdueState = { overdue: false, msg: '' };
let state: OverdueState = NOT_OVERDUE;
const listeners = new Set<() => void>();
let unsubscribe: (() => void) | undefined;

function set(next: OverdueState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: listens to the client's overdue event while anyone subscribes. */
export function subscribeOverdue(listener: () => void): () => void {
  listeners.add(listener);
  unsubscribe ??= onOverdue((detail) => set({ overdue: true, msg: detail.msg }));
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      unsubscribe?.();
      unsubscribe = undefined;
    }
  };
}

export function getOverdueState(): OverdueState {
  return state;
}

/** Sign-out and tenant switch leave the page; tests reset by hand. */
export function resetOverdueState(): void {
  set(NOT_OVERDUE);
}
