import type { Workbox } from 'workbox-window';
import { captureInstallPrompt } from './install-prompt';

// We register the worker ourselves (docs/stack.md "PWA": injectRegister false, workbox-window), and a
// new worker takes over only when the page asks (issue #5), after drafts are saved.
const TAKE_OVER_TIMEOUT_MS = 3000;

let workbox: Workbox | undefined;

export function registerServiceWorker(): void {
  captureInstallPrompt();
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // issue #23: workbox-window is not in the initial JS, and the worker's precache (every
  // chunk of the console) downloads after the page's own load, not against it.
  const register = () => {
    void import('workbox-window')
      .then(({ Workbox }) => {
        workbox = new Workbox('/sw.js', { scope: '/' });
        return workbox.register();
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Looks for a newer worker and, if one is waiting, lets it take over. Resolves once the new
 * worker controls the page, or after a short time-out: a reload must never wait on it.
 */
export async function takeOverWithNewWorker(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (!registration) return;
  await registration.update().catch(() => undefined);
  const waiting = registration.waiting ?? registration.installing;
  if (!waiting) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, TAKE_OVER_TIMEOUT_MS);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
}
