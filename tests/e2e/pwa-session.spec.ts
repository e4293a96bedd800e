import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import {
  apiSignIn,
  goOffline,
  openConsole,
  openPinnedPagesEditor,
  persistedQueries,
  pinnablePage,
  restoreNetwork,
  useSession,
  waitForPersisted,
} from './pwa-helpers';

// these tests wait for the offline shell's service worker (blocked by default: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

// Issue #5 "Done when": version reload with a draft, sign-out and tenant switch clearing the
// persisted cache, installability.

const NEW_VERSION = 'e2e-next-build';

test('a new build version: after the next route change the page reloads with __t into the new build, the half-filled form restores its draft, no loop', async ({
  page,
  context,
}) => {
  await openConsole(page, 'admin', 'Admin@123');
  const oldVersion = await page.locator('meta[name="meta_build_version"]').getAttribute('content');
  await page.getByTestId('side-menu').locator('[data-menu-path="/channel-code"]').click();
  await page.getByTestId('side-menu').locator('[data-menu-path="/index"]').click();

  await openPinnedPagesEditor(page);
  await pinnablePage(page, '客户群').click(); // half-filled, not saved

  // The server restarted with a new BUILD_VERSION: the probe and the page it serves say so.
  await context.route('**/_reload_/_probe_', (route) =>
    route.fulfill({ contentType: 'text/plain', body: NEW_VERSION }),
  );
  await context.route(
    (url) => url.searchParams.has('__t'),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<meta name="meta_build_version" content="[^"]*"/,
        `<meta name="meta_build_version" content="${NEW_VERSION}"`,
      );
      await route.fulfill({ response, body: html });
    },
  );
  // The last check was over 5 s ago (spec §4), and the operator changes route.
  await page.evaluate(() => localStorage.setItem('reload_check_time', String(Date.now() - 6000)));
  await page.goBack();
  await page.waitForURL((url) => url.searchParams.has('__t'));
  await expect(page.locator('meta[name="meta_build_version"]')).toHaveAttribute(
    'content',
    NEW_VERSION,
  );
  expect(NEW_VERSION).not.toBe(oldVersion);
  await expect(page.getByTestId('shell-layout')).toBeVisible();

  // No loop: another route change past the 5 s window probes again and stays.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
    localStorage.setItem('reload_check_time', String(Date.now() - 6000));
  });
  await page.getByTestId('side-menu').locator('[data-menu-path="/index"]').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await openPinnedPagesEditor(page);
  await expect(page.getByTestId('draft-restore-banner')).toBeVisible();
  await page.waitForTimeout(400); // dialogs and toasts finish their animation
  await page.screenshot({ path: 'test-results/pwa-draft-banner.png' });
  await page.getByRole('button', { name: '恢复草稿' }).click();
  await expect(pinnablePage(page, '客户群')).toHaveAttribute('aria-pressed', 'true');
});

test('sign-out leaves no cached query of the user in IndexedDB; after a tenant switch no data of the first tenant appears, online or offline', async ({
  page,
  context,
}) => {
  await openConsole(page, 'admin', 'Admin@123');
  await waitForPersisted(page, '["platform","profile"]');
  expect(Object.keys(await persistedQueries(page))).toEqual([
    expect.stringMatching(/^scrm-query:demo:/),
  ]);

  await page.getByTestId('tenant-switch').click();
  await page.getByRole('dialog').getByRole('button', { name: '第二企业' }).click();
  await expect(page.getByTestId('tenant-name')).toHaveText('第二企业');
  // the shell renders offline from both of these (src/app/app.tsx ShellOfflineGate)
  await waitForPersisted(page, '["platform","profile"]');
  await waitForPersisted(page, '["platform","menu"]');
  expect(Object.keys(await persistedQueries(page))).toEqual([
    expect.stringMatching(/^scrm-query:second:/),
  ]);
  await expect(page.getByTestId('home-tenant')).toContainText('第二企业');

  await goOffline(context, page);
  await page.reload();
  await expect(page.getByTestId('tenant-name')).toHaveText('第二企业');
  await expect(page.getByTestId('home-tenant')).toContainText('第二企业');
  expect(await page.getByTestId('home-page').innerText()).not.toContain('演示企业');
  await restoreNetwork(context);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.waitForURL(/\/auth\/login/);
  expect(await persistedQueries(page)).toEqual({});
});

test('the console is installable: Page.getInstallabilityErrors answers no errors', async ({
  playwright,
}, testInfo) => {
  const profile = mkdtempSync(join(tmpdir(), 'scrm-pwa-install-'));
  const launch = testInfo.project.use.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, {
    ...launch,
    baseURL: testInfo.project.use.baseURL,
  });
  void playwright;
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const session = await apiSignIn(page, 'admin', 'Admin@123');
    await useSession(page, session);
    await page.goto('/index');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
