// Lighthouse performance, accessibility and best practices, mobile and desktop, with Debian's
// Chromium, plus FCP, LCP, TBT and CLS (issue #23). Signed-in pages need a session: we sign in
// through the real login page first and keep localStorage (disableStorageReset).
// - cold: before each run the origin's service worker, Cache Storage, IndexedDB (the persisted
//   query cache) and the HTTP cache are cleared; only the session stays.
// - warm: one plain visit first (the service worker installs and takes control, the query cache
//   is persisted), then Lighthouse loads the page again without clearing anything.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};
export const DEFAULT_PAGES = [
  ['login', '/auth/login'],
  ['/index', '/index'],
  ['/customer-list', '/customer-list'],
  ['/channel-code', '/channel-code'],
  // issue #39's goal names these two too (≥ 85 on a phone)
  ['/private-chat', '/private-chat'],
  ['/welcome', '/welcome'],
];

async function withBrowser(port, action) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    return await action(browser);
  } finally {
    await browser.close();
  }
}

async function signInThroughBrowser(port, origin) {
  await withBrowser(port, async (browser) => {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/auth/login`);
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码').fill('Admin@123');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((url) => url.pathname === '/index');
    // the login code is exchanged for the token on /index: closing earlier loses the session
    await page.getByTestId('shell-layout').waitFor({ timeout: 120_000 });
    await page.close();
  });
}

/** Everything but the session: service worker, Cache Storage, IndexedDB, HTTP cache. */
async function clearAllButSession(port, origin) {
  await withBrowser(port, async (browser) => {
    const page = await browser.contexts()[0].newPage();
    // the login page: never controlled by the console's service worker
    await page.goto(`${origin}/auth/login`);
    const session = await page.evaluate(() => Object.entries(localStorage));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage,indexeddb',
    });
    await cdp.send('Network.clearBrowserCache');
    // Chromium may drop localStorage with the other storage types: the session is put back.
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, session);
    await page.close();
  });
}

/** A plain visit that leaves an activated service worker and a persisted query cache. */
async function primeWarm(port, url) {
  await withBrowser(port, async (browser) => {
    const page = await browser.contexts()[0].newPage();
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 60_000,
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    // the query persister writes with a throttle; give it time to land in IndexedDB
    await page.waitForTimeout(2000);
    await page.close();
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of `url`; the report is saved under LH_SAVE_DIR when set. */
async function lighthouseRun(port, url, formFactor, saveAs) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: true,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (process.env.LH_SAVE_DIR && lhr) {
    writeFileSync(join(process.env.LH_SAVE_DIR, `${saveAs}.json`), JSON.stringify(lhr));
  }
  return lhr;
}

function summary(runs) {
  const pick = (of) => runs.map(of);
  return {
    performance: median(pick((lhr) => score(lhr, 'performance'))),
    performanceRuns: pick((lhr) => score(lhr, 'performance')),
    accessibility: median(pick((lhr) => score(lhr, 'accessibility'))),
    bestPractices: median(pick((lhr) => score(lhr, 'best-practices'))),
    ...Object.fromEntries(
      Object.entries(METRICS).map(([key, audit]) => [
        key,
        median(pick((lhr) => lhr?.audits[audit]?.numericValue ?? Number.NaN)),
      ]),
    ),
  };
}

const score = (lhr, category) => Math.round((lhr?.categories[category]?.score ?? 0) * 100);

/**
 * Lighthouse for several builds of the console, interleaved (issue #39, bench/README.md): each
 * run measures every build one after the other (baseline, current, baseline, current…), so
 * both meet the same machine load; medians per build.
 * @param {{ name: string, origin: string }[]} builds
 * @param {{ runs?: number, pages?: [string, string][], formFactors?: string[], modes?: string[] }} options
 * @returns {Promise<{ page: string, formFactor: string, mode: string, builds: Record<string, ReturnType<typeof summary>> }[]>}
 */
export async function lighthouseCompare(builds, options = {}) {
  const {
    runs = 3,
    pages = DEFAULT_PAGES,
    formFactors = ['mobile', 'desktop'],
    modes = ['cold', 'warm'],
  } = options;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    // one browser, one origin per build (its own port): storage, service worker and caches
    // are per origin, so the builds never share them
    for (const build of builds) await signInThroughBrowser(chrome.port, build.origin);
    const results = [];
    for (const [label, path] of pages) {
      for (const formFactor of formFactors) {
        for (const mode of modes) {
          // the login page is never controlled by the console's service worker
          if (mode === 'warm' && path.startsWith('/auth')) continue;
          const reports = Object.fromEntries(builds.map((build) => [build.name, []]));
          for (let run = 0; run < runs; run += 1) {
            for (const build of builds) {
              const url = `${build.origin}${path}`;
              if (mode === 'cold') await clearAllButSession(chrome.port, build.origin);
              else if (run === 0) await primeWarm(chrome.port, url);
              const name = `${label.replace(/\W+/g, '_')}-${formFactor}-${mode}-${run}`;
              const lhr = await lighthouseRun(
                chrome.port,
                url,
                formFactor,
                builds.length > 1 ? `${build.name}-${name}` : name,
              );
              if (lhr?.finalDisplayedUrl && !lhr.finalDisplayedUrl.includes(path)) {
                console.warn(`${build.name} ${path}: Lighthouse ended on ${lhr.finalDisplayedUrl}`);
              }
              reports[build.name].push(lhr);
            }
          }
          results.push({
            page: label,
            formFactor,
            mode,
            builds: Object.fromEntries(
              builds.map((build) => [build.name, summary(reports[build.name])]),
            ),
          });
        }
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * One build: performance, accessibility, best practices and FCP / LCP / TBT / CLS, medians.
 * @param {string} origin
 * @param {{ runs?: number, pages?: [string, string][], formFactors?: string[], modes?: string[] }} options
 */
export async function lighthouseScores(origin, options = {}) {
  const results = await lighthouseCompare([{ name: 'current', origin }], options);
  return results.map(({ builds, ...where }) => ({ ...where, ...builds.current }));
}

export function formatScore(score) {
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  return (
    `perf ${score.performance} (${score.performanceRuns.join('/')}), FCP ${seconds(score.fcp)}, ` +
    `LCP ${seconds(score.lcp)}, TBT ${Math.round(score.tbt)} ms, CLS ${score.cls.toFixed(3)}`
  );
}
