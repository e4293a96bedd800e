import { expect, test, type Page } from '@playwright/test';
import { openFromMenu, overrideRuntimeConfig, signIn } from './shell-helpers';

// Issue #4 start-up: legacy prefixes (client and server), history mode, tenant switch.

// scripts/e2e-server.mjs sets SIDER_HOST and H5_HOST to loopback aliases of the test server.
const port = process.env.E2E_PORT ?? '4310';
const SIDER_HOST = `http://127.0.0.2:${port}`;
const H5_HOST = `http://127.0.0.3:${port}`;

const LEGACY = [
  ['/sider-web/a/b?x=1#h', `${SIDER_HOST}/a/b?x=1#h`],
  ['/h5/c/d?y=2#k', `${H5_HOST}/c/d?y=2#k`],
  ['/superform-web/form/7?z=3#f', `${H5_HOST}/form/7?z=3#f`],
] as const;

async function stubLegacyHosts(page: Page): Promise<void> {
  for (const host of [`${SIDER_HOST}/**`, `${H5_HOST}/**`]) {
    await page
      .context()
      .route(host, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>legacy host</p>' }),
      );
  }
}

for (const [from, to] of LEGACY) {
  test(`the server answers ${from} with a 302 to ${to}`, async ({ request }) => {
    const [withoutHash] = from.split('#');
    const response = await request.get(withoutHash ?? from, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(to.split('#')[0]);
  });

  test(`a browser opening ${from} follows the server's 302 to ${to}`, async ({ page }) => {
    // The browser keeps the #fragment across a redirect whose Location has none (RFC 9110).
    await page.goto(from, { waitUntil: 'commit' });
    expect(page.url()).toBe(to);
  });

  test(`the console start-up sends ${from} to ${to}`, async ({ page }) => {
    await stubLegacyHosts(page);
    // Serve the console's own page at the legacy path, as a cached worker or a host that does
    // not redirect would: then only the start-up code can move on.
    const indexHtml = await (await page.request.get('/index.html')).text();
    await page.route(/\/(sider-web|h5|superform-web)\//, (route) =>
      new URL(route.request().url()).host.startsWith('localhost')
        ? route.fulfill({ contentType: 'text/html', body: indexHtml })
        : route.fallback(),
    );
    await page.goto(from);
    await page.waitForURL(to);
    expect(page.url()).toBe(to);
  });
}

test('hash history works', async ({ page }) => {
  await overrideRuntimeConfig(page, { historyMode: 'hash' });
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#/index');
  // a menu page other than home: the route lives in the hash, its tab is active and its page
  // shows in that tab's pane (whatever the page is, built or not)
  await openFromMenu(page, '/ai-call');
  expect(new URL(page.url()).hash).toBe('#/ai-call');
  await expect(page.locator('[data-tab="/ai-call"]')).toContainText('导入表格加粉');
  await expect(page.locator('[data-tab-pane="/ai-call"]')).toContainText('导入表格加粉');
  await page.goBack();
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('switching tenant reloads the console on the other tenant', async ({ page }) => {
  // a session of its own: the switch may retire the token it replaces
  await signIn(page, 'admin', 'Admin@123', { fresh: true });
  await page.goto('/index');
  await expect(page.getByTestId('tenant-name')).toHaveText('演示企业');
  await page.getByTestId('tenant-switch').click();
  await page.getByRole('dialog').getByRole('button', { name: '第二企业' }).click();
  await expect(page.getByTestId('tenant-name')).toHaveText('第二企业');
  await expect(page.getByTestId('tab-bar').locator('[data-tab]')).toHaveCount(1);
});

test('screenshots of /index and a page', async ({ page }) => {
  await signIn(page, 'operator', 'Operator@123');
  await page.goto('/index');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.screenshot({ path: 'test-results/shell-index.png' });
  await openFromMenu(page, '/channel-code');
  await page.screenshot({ path: 'test-results/shell-channel-code.png' });
  await page.goto('/role-manage');
  await expect(page.getByTestId('forbidden-page')).toBeVisible();
  await page.screenshot({ path: 'test-results/shell-forbidden.png' });
});

// issue #39: every request on a phone's start-up costs main-thread time; get-index-corp-info
// was asked twice per load (the user store and the corp card, each under its own query key),
// now one query (src/data/corp-info/corp-info-query.ts).
test('a cold signed-in /index asks each API path once', async ({ page }) => {
  await signIn(page, 'admin', 'Admin@123');
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/scrm/')) asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
  });
  await page.goto('/index');
  await expect(page.getByTestId('home-health')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect([...asked].filter(([, count]) => count > 1)).toEqual([]);
  expect(asked.size).toBeGreaterThan(3);
});

// issue #39 (the LCP chain): with a session in storage, the menu and the profile leave beside
// /config.json instead of one round trip after it. /config.json is held until both have been
// asked (at most 15 s): a start-up that waits for the config never asks them while it is held.
test('a signed-in start-up asks the menu and the profile before /config.json answers', async ({
  page,
}) => {
  await signIn(page, 'admin', 'Admin@123');
  const asked = new Set<string>();
  let bothAsked: () => void = () => undefined;
  const bothAskedOrLate = Promise.race([
    new Promise<void>((resolve) => (bothAsked = resolve)),
    new Promise<void>((resolve) => setTimeout(resolve, 15_000)),
  ]);
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/scrm/v1/platform/menu' || pathname === '/scrm/v1/auth/profile') {
      asked.add(pathname);
      if (asked.size === 2) bothAsked();
    }
  });
  let askedWhileConfigHeld: string[] = [];
  await page.route('**/config.json', async (route) => {
    await bothAskedOrLate;
    askedWhileConfigHeld = [...asked].sort();
    await route.fallback();
  });
  await page.goto('/index');
  await expect(page.getByTestId('home-page')).toBeVisible({ timeout: 30_000 });
  expect(askedWhileConfigHeld).toEqual(['/scrm/v1/auth/profile', '/scrm/v1/platform/menu']);
});
