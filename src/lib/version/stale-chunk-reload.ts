// docs/stack.md "Stale chunks": a chunk of the old build is gone from the server,
// so reload once into the new build; a sessionStorage guard stops a reload loop.
const GUARD_KEY = 'stale_chunk_reload_at';
const GUARD_WINDOW_MS = 60_000;

export function shouldReloadForStaleChunk(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
): boolean {
  const last = Number(storage.getItem(GUARD_KEY));
  if (last && now - last < GUARD_WINDOW_MS) return false;
  storage.setItem(GUARD_KEY, String(now));
  return true;
}

export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!shouldReloadForStaleChunk(sessionStorage, Date.now())) return;
    event.preventDefault();
    window.location.reload();
  });
}
