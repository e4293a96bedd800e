import { getCacheKeyForURL } from 'workbox-precaching';
import { isShellNavigation } from './navigation-rules';

const SHELL_CACHE = 'scrm-shell-v1';
const SHELL_URL = '/index.html';
// A flaky connection should not hold the operator at a white page for long.
const NETWORK_TIMEOUT_MS = 4000;

function fetchWithTimeout(request: Request): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), NETWORK_TIMEOUT_MS);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error('network'));
      },
    );
  });
}

async function cachedShell(): Promise<Response | undefined> {
  const fresh = await (await caches.open(SHELL_CACHE)).match(SHELL_URL);
  if (fresh) return fresh;
  const precacheKey = getCacheKeyForURL(SHELL_URL);
  return precacheKey ? caches.match(precacheKey) : undefined;
}

// Network first, so a deploy (or a restart with a new BUILD_VERSION) serves the page whose
// meta tag matches the probe; the last good shell answers offline.
async function answerNavigation(request: Request): Promise<Response> {
  try {
    const response = await fetchWithTimeout(request);
    const isShell = response.ok && response.headers.get('content-type')?.includes('text/html');
    if (isShell) await (await caches.open(SHELL_CACHE)).put(SHELL_URL, response.clone());
    return response;
  } catch {
    const shell = await cachedShell();
    return shell ?? Response.error();
  }
}

export function registerNavigation(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.mode !== 'navigate' || request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== scope.location.origin || !isShellNavigation(url.pathname)) return;
    event.respondWith(answerNavigation(request));
  });
}
