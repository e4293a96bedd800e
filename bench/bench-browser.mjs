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

/** Until the opened page's content is there and the network is idle. */
export async function waitForPageContent(page) {
  await page.waitForSelector('[data-tab-pane] [data-testid]', { timeout: 120_000 });
  await page.waitForLoadState('networkidle');
}
