// The Chromium the benches drive, and a signed-in context: one place for the executable, its
// flags and how a session reaches the console (the token and tenant the client reads from
// localStorage at start-up, src/lib/request).
import { chromium } from '@playwright/test';

export function launchBenchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}

/** The phone the start-up benches load on (Lighthouse's mobile width), no service worker. */
export const PHONE = { viewport: { width: 412, height: 823 }, serviceWorkers: 'block' };

/** A context whose every page starts signed in as `session` (from bench-server.mjs signIn). */
export async function signedInContext(browser, session, options = PHONE) {
  const context = await browser.newContext({ locale: 'zh-CN', ...options });
  await context.addInitScript(
    ([token, tenant]) => {
      localStorage.setItem('Authorization', token);
      localStorage.setItem('X-Tenant', tenant);
    },
    [session.token, session.tenantId],
  );
  return context;
}

/**
 * The opened page's content: a tab pane holding the page (every page has a data-testid), not
 * the empty busy placeholder shown while its chunk loads (src/app/pages/lazy-page.tsx;
 * Playwright's waitForSelector skipped it as invisible, a check that needs a layout).
 */
const CONTENT = '[data-tab-pane] [data-testid]:not([aria-busy="true"])';
const CONTENT_SIGNAL = 'bench: the page content is there';

/** Runs in the page from its first script on: one console message once CONTENT is there. */
function signalContent([selector, signal]) {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    console.debug(signal);
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Playwright's networkidle: no request for this long. */
const QUIET_MS = 500;

/**
 * The page's requests as CDP reports them (no script in the page): `quiet()` resolves once none
 * has been in flight for QUIET_MS, counted from the call. Playwright's own networkidle fires once
 * per document, so one reached while the start-up's scripts evaluated (no request in flight)
 * ended the wait before the page's content had painted.
 */
function networkWatch(page) {
  const inFlight = new Set();
  let timer;
  let settle = () => undefined;
  const arm = () => {
    clearTimeout(timer);
    if (inFlight.size === 0) timer = setTimeout(() => settle(), QUIET_MS);
  };
  const started = (request) => {
    inFlight.add(request);
    clearTimeout(timer);
  };
  const ended = (request) => {
    inFlight.delete(request);
    arm();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: () =>
      new Promise((resolve) => {
        settle = resolve;
        arm();
      }).finally(() => {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }),
  };
}

/**
 * Opens `url` and waits until the page's content is there and the network is quiet, without
 * running anything of Playwright's in the page meanwhile. Playwright's waitForSelector injects
 * its selector engine into the page and polls it from the browser: under a 4× CPU throttle those
 * evaluations were long tasks of their own on the page's main thread (bench/README.md
 * "2026-11-29 afternoon") that Lighthouse's load never runs. Here the page tells us itself (a
 * MutationObserver's console message, read from CDP's console events) and the requests are
 * CDP's network events: neither runs script in the page.
 */
export async function openPageContent(page, url, { timeout = 120_000 } = {}) {
  await page.addInitScript(signalContent, [CONTENT, CONTENT_SIGNAL]);
  const network = networkWatch(page);
  await Promise.all([
    page.waitForEvent('console', {
      predicate: (message) => message.text() === CONTENT_SIGNAL,
      timeout,
    }),
    page.goto(url, { timeout }),
  ]);
  await network.quiet();
}
