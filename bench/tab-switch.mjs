// Keep-alive tab switch (docs/conventions.md bench list): with several pages open as kept-alive tabs
// (React <Activity>), the time from a click on a tab to the next painted frame showing its
// page. Median of many switches in Debian's Chromium; /index is the heaviest page so far.
import { launchBenchChromium } from './bench-browser.mjs';

const PAGES = ['/index', '/channel-code', '/customer-list', '/super-form', '/role-manage'];
const SWITCHES = 30;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function tabSwitchTimes(origin, session) {
  const browser = await launchBenchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${origin}/_reload_/_probe_`);
    await page.evaluate(({ token, tenantId }) => {
      localStorage.setItem('Authorization', token);
      localStorage.setItem('X-Tenant', tenantId);
    }, session);
    await page.goto(`${origin}${PAGES[0]}`);
    await page.getByTestId('home-page').waitFor();
    for (const path of PAGES.slice(1)) {
      await page.getByTestId('side-menu').locator(`[data-menu-path="${path}"]`).click();
      await page.locator(`[data-tab-pane="${path}"]`).waitFor();
    }
    const times = [];
    for (let index = 0; index < SWITCHES; index += 1) {
      const path = PAGES[index % PAGES.length];
      times.push(
        await page.evaluate(async (key) => {
          const started = performance.now();
          document.querySelector(`[data-tab="${key}"] a`)?.click();
          const pane = () => document.querySelector(`[data-tab-pane="${key}"]`);
          // Until the pane is laid out (not display:none), then one painted frame.
          for (;;) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            if (pane()?.getClientRects().length) break;
          }
          await new Promise((resolve) => requestAnimationFrame(resolve));
          return performance.now() - started;
        }, path),
      );
    }
    return { tabs: PAGES.length, median: median(times), max: Math.max(...times) };
  } finally {
    await browser.close();
  }
}
