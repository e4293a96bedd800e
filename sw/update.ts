// A new version activates only when the page asks (issue #5): the page saves drafts first,
// then posts SKIP_WAITING and reloads once the new worker controls it.
export function registerUpdateHandling(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      (data as { type?: unknown }).type === 'SKIP_WAITING'
    ) {
      void scope.skipWaiting();
    }
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(scope.clients.claim());
  });
}
