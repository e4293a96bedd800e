// Lighthouse performance, accessibility and best practices, mobile and desktop, with Debian's
// Chromium. /index needs a session: we sign in through the real login page first and keep
// the storage (disableStorageReset).
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

async function signInThroughBrowser(port, origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${origin}/auth/login`);
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('Admin@123');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => url.pathname === '/index');
  await page.close();
  await browser.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function lighthouseScores(origin, runs = 3) {
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
    await signInThroughBrowser(chrome.port, origin);
    const results = [];
    for (const [label, path] of [
      ['login', '/auth/login'],
      ['/index', '/index'],
    ]) {
      for (const formFactor of ['mobile', 'desktop']) {
        const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
        for (let run = 0; run < runs; run += 1) {
          const result = await lighthouse(
            `${origin}${path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: CATEGORIES,
              disableStorageReset: true,
            },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          for (const category of CATEGORIES) {
            scores[category].push(Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
          }
        }
        results.push({
          page: label,
          formFactor,
          performance: median(scores.performance),
          accessibility: median(scores.accessibility),
          bestPractices: median(scores['best-practices']),
        });
      }
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
