import { expect, test, type Page } from '@playwright/test';
import {
  apiSignIn,
  goOffline,
  openConsole,
  openPinnedPagesEditor,
  persistedWriteCount,
  pinnablePage,
  preferencesDoor,
  restoreNetwork,
  useSession,
  waitForPersisted,
  type ApiSession,
} from './pwa-helpers';
import { dismissToasts } from './shell-helpers';

// these tests wait for the offline shell's service worker (blocked by default: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

// Issue #24 "Nothing queued is lost", Done-when: a write made offline and a reload while it is
// retrying both reach the server once back online; sign-out with a queued write shows the
// choice (send first / keep for this user's next sign-in / discard).

function serverPins(page: Page, session: ApiSession) {
  return async () => {
    const response = await page.request.get('/scrm/v1/platform/preferences', {
      headers: { authorization: `Bearer ${session.token}`, 'x-tenant': session.tenant_id },
    });
    return ((await response.json()) as { data: { pinned_paths: string[] } }).data.pinned_paths;
  };
}

/** Toggles one pinned page and saves: offline, the save is queued (待同步 1). */
async function queuePinChange(page: Page, title: string) {
  await openPinnedPagesEditor(page);
  await pinnablePage(page, title).click();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByTestId('pinned-pages-form')).toBeHidden();
  await expect(page.getByTestId('pending-writes')).toHaveAttribute('data-count', '1');
}

/** The pinned-pages editor works offline only once its query is in the offline cache. */
async function cachePreferences(page: Page) {
  await openPinnedPagesEditor(page);
  await waitForPersisted(page, '["platform","preferences"]');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('pinned-pages-form')).toBeHidden();
}

async function askSignOut(page: Page) {
  await dismissToasts(page); // a 503 toast may cover the menu
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByTestId('sign-out-pending')).toBeVisible();
}

test('a write made offline and a reload while it is retrying both reach the server once back online, exactly once', async ({
  page,
  context,
}) => {
  const session = await openConsole(page, 'admin', 'Admin@123');
  await openPinnedPagesEditor(page);
  await waitForPersisted(page, '["platform","preferences"]');
  await page.keyboard.press('Escape');
  const door = await preferencesDoor(context);

  await goOffline(context, page);
  await queuePinChange(page, '标签管理');
  // Back online the server answers 503: the write is retrying, and it is on disk meanwhile.
  await restoreNetwork(context);
  await expect.poll(() => door.refused).toBeGreaterThanOrEqual(1);
  expect(await persistedWriteCount(page)).toBe(1);

  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('pending-writes')).toHaveAttribute('data-count', '1');
  const refusedBefore = door.refused;
  await expect.poll(() => door.refused).toBeGreaterThan(refusedBefore); // retried after reload

  door.open = true;
  await expect(page.getByTestId('pending-writes')).toBeHidden({ timeout: 30_000 });
  const sent = door.bodies[0] as { pinned_paths: string[] };
  await expect.poll(serverPins(page, session)).toEqual(sent.pinned_paths);
  await page.waitForTimeout(3_000); // a duplicate would follow within one back-off step
  expect(door.arrived).toBe(1);
  expect(await persistedWriteCount(page)).toBe(0);
});

test('sign-out with a queued write shows the choice: send first (says so when offline), keep for the next sign-in, discard after a confirmation', async ({
  page,
  context,
}) => {
  await openConsole(page, 'admin', 'Admin@123');
  // A session of its own to read the server (the signed-out ones are revoked).
  const reader = await apiSignIn(page, 'admin', 'Admin@123');
  await openPinnedPagesEditor(page);
  await waitForPersisted(page, '["platform","preferences"]');
  await page.keyboard.press('Escape');
  const door = await preferencesDoor(context);
  const pinsAtStart = await serverPins(page, reader)();

  // 先发送再退出 while offline: nothing is lost, the operator is told, the session stays.
  await goOffline(context, page);
  await queuePinChange(page, '客户群');
  await askSignOut(page);
  await expect(page.getByTestId('sign-out-pending')).toContainText('有 1 项修改还没有提交');
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(400); // dialogs finish their animation
    await page.screenshot({ path: `test-results/pwa-sign-out-choice-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: '先发送再退出' }).click();
  await expect(page.getByTestId('sign-out-pending').getByRole('alert')).toContainText(
    '当前处于离线状态，修改未能发送',
  );
  await expect(page.getByTestId('home-page')).toBeVisible();

  // 丢弃并退出 asks first; cancelling keeps the write.
  await page.getByRole('button', { name: '丢弃并退出' }).click();
  await expect(page.getByText('丢弃后这些修改无法找回')).toBeVisible();
  await page.getByRole('button', { name: '取消', exact: true }).click();
  await expect(page.getByRole('button', { name: '保留到下次登录' })).toBeVisible();

  // 保留到下次登录: signed out, the write waits on this device for admin's next sign-in.
  await restoreNetwork(context); // the server still answers 503: the write stays pending
  await page.getByRole('button', { name: '保留到下次登录' }).click();
  await page.waitForURL(/\/auth\/login/);
  expect(await persistedWriteCount(page)).toBe(1);
  expect(await serverPins(page, reader)()).toEqual(pinsAtStart);

  await useSession(page, await apiSignIn(page, 'admin', 'Admin@123'));
  await page.goto('/index');
  await expect(page.getByTestId('pending-writes')).toHaveAttribute('data-count', '1');
  door.open = true;
  await expect(page.getByTestId('pending-writes')).toBeHidden({ timeout: 30_000 });
  const kept = door.bodies[0] as { pinned_paths: string[] };
  await expect.poll(serverPins(page, reader)).toEqual(kept.pinned_paths);
  expect(kept.pinned_paths).not.toEqual(pinsAtStart);

  // 先发送再退出 online: the write reaches the server, then the sign-out happens.
  door.open = false;
  await cachePreferences(page);
  await goOffline(context, page);
  await queuePinChange(page, '客户群');
  await restoreNetwork(context);
  await askSignOut(page);
  door.open = true;
  await page.getByRole('button', { name: '先发送再退出' }).click();
  await page.waitForURL(/\/auth\/login/, { timeout: 40_000 });
  expect(door.arrived).toBe(2);
  expect(await serverPins(page, reader)()).toEqual(pinsAtStart);
  expect(await persistedWriteCount(page)).toBe(0);

  // 丢弃并退出, confirmed: the write is gone from the device and never sent.
  await openConsole(page, 'admin', 'Admin@123');
  door.open = false;
  await cachePreferences(page);
  await goOffline(context, page);
  await queuePinChange(page, '客户群');
  await restoreNetwork(context);
  await askSignOut(page);
  await page.getByRole('button', { name: '丢弃并退出' }).click();
  await page.getByRole('button', { name: '确认丢弃并退出' }).click();
  await page.waitForURL(/\/auth\/login/);
  expect(await persistedWriteCount(page)).toBe(0);
  door.open = true;
  await openConsole(page, 'admin', 'Admin@123');
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('pending-writes')).toBeHidden();
  expect(door.arrived).toBe(2);
  expect(await serverPins(page, reader)()).toEqual(pinsAtStart);
});
