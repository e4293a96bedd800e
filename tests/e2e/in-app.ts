import { expect, type Page } from '@playwright/test';

// Moving inside the running console and waiting for what a page reads (forms-clean.spec.ts,
// screens-check.ts): a page opened this way is a kept-alive tab, as the menu or a link opens it,
// without loading the console again.

/** Opens a path inside the running console (a kept-alive tab, as the menu or a link would). */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Requests the page has in flight. Playwright's 'networkidle' resolves at once once the page
 * reached it after its load, so it cannot tell that a form's reads (groups, scopes: the
 * defaults they bring) are still out; the 1ca544f CI run read a select before its default arrived.
 */
const inFlight = new WeakMap<Page, Set<unknown>>();
export function trackRequests(page: Page): void {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  const done = (request: unknown) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Waits until no request has been in flight for 300 ms (the reads a page opened with). */
export async function networkQuiet(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('networkQuiet: call trackRequests(page) before the page loads');
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (open.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 300;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
}
