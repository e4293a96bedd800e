import { expect, test } from '@playwright/test';
import type { Request } from '@playwright/test';
import {
  apiSignIn,
  cutNetwork,
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

// Issue #5 "Done when", offline part: service worker, cached pages, the offline state, and a
// save made offline that survives a reload and reaches the server.

test('offline, a reload renders the shell and the page visited before with 数据更新于; an account never seen here gets the offline state', async ({
  page,
  context,
}) => {
  await openConsole(page, 'admin', 'Admin@123');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  await waitForPersisted(page, '["platform","menu"]');
  await waitForPersisted(page, '["platform","profile"]');

  await goOffline(context, page);
  await page.reload();
  await expect(page.getByTestId('shell-layout')).toBeVisible();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('tenant-name')).toHaveText('演示企业');
  await expect(page.getByTestId('data-updated-note')).toContainText('数据更新于');
  await expect(page.getByTestId('online-indicator')).toHaveAttribute('data-online', 'false');
  await expect(page.getByTestId('user-menu')).toBeVisible(); // a lazy chunk, from the precache
  await page.waitForTimeout(400); // dialogs and toasts finish their animation
  await page.screenshot({ path: 'test-results/pwa-offline-index.png' });

  // A page never visited (customer data is never kept offline): the offline state.
  await page.getByTestId('side-menu').locator('[data-menu-path="/customer-list"]').click();
  const customerList = page.locator('[data-tab-pane="/customer-list"]');
  await expect(customerList.getByTestId('offline-state')).toContainText('当前处于离线状态');
  await page.waitForTimeout(400); // dialogs and toasts finish their animation
  await page.screenshot({ path: 'test-results/pwa-offline-unvisited-page.png' });

  // A console this device never showed to the operator account: nothing cached, so the clear
  // offline state, not an endless placeholder or a crash.
  await restoreNetwork(context);
  const operator = await apiSignIn(page, 'operator', 'Operator@123');
  await cutNetwork(context);
  await useSession(page, operator);
  await page.reload();
  await expect(page.getByTestId('offline-state')).toContainText('当前处于离线状态');
  await page.waitForTimeout(400); // dialogs and toasts finish their animation
  await page.screenshot({ path: 'test-results/pwa-offline-state.png' });
  // Back online, the console starts by itself.
  await restoreNetwork(context);
  await expect(page.getByTestId('shell-layout')).toBeVisible();
});

test('a change saved offline shows as pending, survives a reload, reaches the server when back online, and a queued one can be discarded', async ({
  page,
  context,
}) => {
  const session = await openConsole(page, 'admin', 'Admin@123');
  const headers = { authorization: `Bearer ${session.token}`, 'x-tenant': session.tenant_id };
  const serverPins = async () => {
    const response = await page.request.get('/scrm/v1/platform/preferences', { headers });
    return ((await response.json()) as { data: { pinned_paths: string[] } }).data.pinned_paths;
  };
  // The test toggles two pages from none: it starts from none, whatever ran before it.
  await page.request.post('/scrm/v1/platform/preferences', { headers, data: { pinned_paths: [] } });
  expect(await serverPins()).toEqual([]);
  await openPinnedPagesEditor(page);
  await waitForPersisted(page, '["platform","preferences"]');
  // Seen once in CI (2026-11-26): the pins the offline save makes were on the server before the
  // network came back. The test then assumed it started from no pins (a start from exactly these
  // two reads the same); it now sets them. Not reproduced locally (load 15-20): 7 runs, 4 of them
  // under a 4x CPU throttle (2 of those timed out on the reload before the check); no write left
  // the page while it was cut off. Keep what the browser says it did with each preferences
  // write, for the next time.
  const writes: string[] = [`pins at the start ${JSON.stringify(await serverPins())}`];
  const recordWrite = (request: Request, outcome: string) => {
    if (request.method() !== 'GET' && request.url().includes('/platform/preferences')) {
      writes.push(`${new Date().toISOString()} ${request.method()} ${outcome}`);
    }
  };
  page.on('requestfinished', (request) => recordWrite(request, 'finished'));
  page.on('requestfailed', (request) =>
    recordWrite(request, `failed ${request.failure()?.errorText}`),
  );

  await goOffline(context, page);
  writes.push(`${new Date().toISOString()} offline`);
  await pinnablePage(page, '渠道活码').click();
  await pinnablePage(page, '客户列表').click();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByTestId('pinned-pages-form')).toBeHidden();
  await expect(page.getByTestId('pending-writes')).toHaveAttribute('data-count', '1');
  await page.waitForTimeout(400); // dialogs and toasts finish their animation
  await page.screenshot({ path: 'test-results/pwa-pending-write.png' });

  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('pending-writes')).toHaveAttribute('data-count', '1');
  await page.getByTestId('user-menu').click();
  await expect(page.locator('[data-pinned-path="/channel-code"]')).toBeVisible();
  await page.keyboard.press('Escape');
  // A stray `online` event while the browser says offline must not send the queued write: the
  // query client reads the header's notion of online (src/lib/offline/online-state.ts). Before
  // it did, this event sent the write (failed offline here); not even an attempt may leave.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('online-indicator')).toHaveAttribute('data-online', 'false');
  await page.waitForTimeout(1_500); // the write's first retry would leave within a second
  expect(
    writes.filter((write) => write.includes('POST')),
    writes.join('\n'),
  ).toEqual([]);
  expect(await serverPins(), writes.join('\n')).toEqual([]);

  await restoreNetwork(context);
  await expect(page.getByTestId('pending-writes')).toBeHidden();
  await expect.poll(serverPins).toEqual(['/channel-code', '/customer-list']);

  // A second change, made offline and discarded by the operator, never reaches the server.
  await openPinnedPagesEditor(page);
  await goOffline(context, page);
  await pinnablePage(page, '标签管理').click();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByTestId('pending-writes').click();
  await expect(page.getByTestId('pending-write')).toContainText('保存常用功能');
  await page.waitForTimeout(400); // dialogs and toasts finish their animation
  await page.screenshot({ path: 'test-results/pwa-pending-list.png' });
  await page.getByRole('button', { name: '丢弃', exact: true }).click();
  await page.getByRole('button', { name: '确认丢弃' }).click();
  await expect(page.getByTestId('pending-writes')).toBeHidden();
  await restoreNetwork(context);
  await page.waitForTimeout(1000);
  expect(await serverPins()).toEqual(['/channel-code', '/customer-list']);
  expect(Object.keys(await persistedQueries(page))).toHaveLength(1);
});
