import './app/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepBootMenuTap, releaseBootShellOnFirstContent } from './app/boot-shell';
import { setMenuDrawerOpen } from './app/layout/menu-drawer-state';
import { prefetchRoutePage } from './app/pages/prefetch-route-page';
import { startFirstRequests } from './app/start-first-requests';
import { loadRuntimeConfig } from './lib/config/runtime-config';
import { prepareZoneFormatter } from './lib/format/time-zone';
import { applyLanguage, getLanguageSettings } from './lib/i18n/language';
import { loadEnglish } from './lib/i18n/load-english';
import { legacyRedirectTarget, matchLegacyPrefix } from './lib/legacy-redirect/legacy-redirect';
import { registerServiceWorker } from './lib/pwa/service-worker';
import { reloadOnStaleChunks } from './lib/version/stale-chunk-reload';
import { probeWhenBackInForeground } from './lib/version/version-probe';
import { consumeLoginCode, hasLoginCode } from './lib/session/exchange-code';
import { redirectToLogin } from './lib/session/redirect-to-login';
import { hasValidSession } from './lib/session/session-check';

// docs/conventions.md start-up order: legacy redirect, runtime config, service worker, render.
async function start(): Promise<void> {
  keepBootMenuTap(() => setMenuDrawerOpen(true));
  // issue #23: the opened page's chunk downloads while the config, the session and the shell's
  // first requests are under way, not after the shell has rendered.
  prefetchRoutePage(window.location.pathname);
  // spec §2: legacy prefixes leave before the router starts (their hosts are in /config.json).
  const legacy = matchLegacyPrefix(window.location.pathname);
  const configLoading = loadRuntimeConfig();
  // issue #39 (the LCP chain): the menu and profile requests do not depend on /config.json, so
  // with a session already in storage they leave now, beside it, not one round trip after it.
  // A legacy address leaves the console and a login code changes the session: those wait.
  const firstRequestsEarly = !legacy && !hasLoginCode() && hasValidSession();
  if (firstRequestsEarly) startFirstRequests();
  // issue #39: Chakra's system is no longer built here: the shell paints without it, and the
  // chunk prefetchRoutePage started for a page that needs it builds it when it arrives
  // (src/ui/theme/chakra-island.tsx); a chakra-free page (/index) waits for the user's intent.
  await new Promise((resolve) => setTimeout(resolve, 0));
  prepareZoneFormatter();
  const config = await configLoading;
  if (legacy) {
    const target = legacyRedirectTarget(window.location, config);
    if (target) {
      window.location.replace(target);
      return;
    }
  }
  applyLanguage();
  if (getLanguageSettings().locale === 'en') await loadEnglish();
  await consumeLoginCode();
  if (!hasValidSession()) {
    redirectToLogin();
    return;
  }
  if (!firstRequestsEarly) startFirstRequests();
  registerServiceWorker();
  reloadOnStaleChunks();
  probeWhenBackInForeground();
  const container = document.getElementById('root');
  if (!container) return;
  releaseBootShellOnFirstContent(container);
  const root = createRoot(container);
  // issue #23: the first render as a transition, so React yields to the browser every few
  // milliseconds instead of rendering the shell in one long task (the static frame from
  // index.html is on screen meanwhile).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
