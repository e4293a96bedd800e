// issue #14: a 403 means the member's codes changed since the menu was loaded (the server reads
// them on every request). The client announces it; the shell refetches the menu, so the menu
// and the route guard follow the new codes without a reload.
export const FORBIDDEN_EVENT = 'scrm:forbidden';

export function emitForbidden(url: string): void {
  window.dispatchEvent(new CustomEvent<{ url: string }>(FORBIDDEN_EVENT, { detail: { url } }));
}

/** Subscribes to 403 answers; returns the unsubscribe function. */
export function onForbidden(listener: (url: string) => void): () => void {
  const handler = (event: Event): void =>
    listener((event as CustomEvent<{ url: string }>).detail.url);
  window.addEventListener(FORBIDDEN_EVENT, handler);
  return () => window.removeEventListener(FORBIDDEN_EVENT, handler);
}
