import { onlineManager } from '@tanstack/react-query';

// docs/conventions.md "offline-tolerant": one notion of online for the header, the page gate and the
// query client.

export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * TanStack Query assumes it is online until an `offline` event fires; a console opened (or
 * reloaded) offline would then fire its queries and toast 网络异常 for each. Start from the
 * browser's actual state instead: queries wait, offline-safe writes queue.
 *
 * Its own listener also takes every `online` event as "online", whatever the browser says
 * (TanStack's default sets true on the event). The query client reads the same isOnline() as
 * the header on each event instead, so a stray `online` event while the browser says offline
 * cannot resume a queued write on a line that is down.
 */
export function syncQueryOnlineState(): void {
  onlineManager.setEventListener((setOnline) => subscribeOnline(() => setOnline(isOnline())));
  onlineManager.setOnline(isOnline());
}
