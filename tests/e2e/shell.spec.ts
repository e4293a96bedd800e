import { expect, test, type Page } from '@playwright/test';
import { HOME_CODE, MENU_ENTRIES, SPECIAL_PATHS } from '../../contract/menu-codes';
import { menuPaths, openFromMenu, signIn } from './shell-helpers';

// Issue #4 "Done when", against the built console and the real server.

test('signing in lands on /index, and /login while signed in goes to /index', async ({ page }) => {
  await page.goto('/index');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('Admin@123');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/index');
  await page.goto('/login');
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/index');
});

test('operator gets 无权限 on /role-manage with a way home; admin gets the page', async ({
  browser,
}) => {
  const operator = await browser.newPage();
  await signIn(operator, 'operator', 'Operator@123');
  await operator.goto('/role-manage');
  const forbidden = operator.getByTestId('forbidden-page');
  await expect(forbidden).toContainText('无权限');
  await forbidden.getByRole('link', { name: '返回首页' }).click();
  await expect(operator.getByTestId('home-page')).toBeVisible();

  const admin = await browser.newPage();
  await signIn(admin, 'admin', 'Admin@123');
  await admin.goto('/role-manage');
  await expect(admin.getByTestId('role-manage-page')).toBeVisible();
  await expect(admin.getByTestId('forbidden-page')).toHaveCount(0);
});

test('with an empty accessibleMenu the menu lists home alone and the special set still opens by address', async ({
  page,
}) => {
  // newbie's role holds no code (seeded, 本人): a new tenant's first user before any grant.
  // docs/permissions.md "The menu": the special set is not offered without its codes.
  await signIn(page, 'newbie', 'Newbie@123');
  await page.goto('/index');
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect(await menuPaths(page)).toEqual(['/index']);
  for (const path of SPECIAL_PATHS.filter((special) => special !== '/index')) {
    await page.goto(path);
    await expect(page.locator(`[data-tab-pane="${path}"]`)).toBeVisible();
    await expect(page.getByTestId('forbidden-page')).toHaveCount(0);
  }
  await page.goto('/channel-code');
  await expect(page.getByTestId('forbidden-page')).toBeVisible();
});

test('the menu lists exactly the permitted entries', async ({ page }) => {
  await signIn(page, 'operator', 'Operator@123');
  await page.goto('/index');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  const menu = await page.evaluate(async () => {
    const response = await fetch('/scrm/v1/platform/menu', {
      headers: {
        Authorization: `Bearer ${localStorage.getItem('Authorization') ?? ''}`,
        'X-Tenant': localStorage.getItem('X-Tenant') ?? '',
      },
    });
    return ((await response.json()) as { data: Record<string, Array<{ code: string }>> }).data;
  });
  const all = new Set(menu.allMenu?.map((item) => item.code));
  const granted = new Set(menu.accessibleMenu?.map((item) => item.code).filter((c) => all.has(c)));
  const expected = MENU_ENTRIES.filter(
    (entry) => entry.code === HOME_CODE || granted.has(entry.code),
  ).map((entry) => entry.path);
  expect(await menuPaths(page)).toEqual(expected.sort());
  expect(await menuPaths(page)).not.toContain('/role-manage');
  expect(await menuPaths(page)).not.toContain('/authorize');
  expect(await menuPaths(page)).not.toContain('/mail-list');
});

test('opening 11 pages leaves 10 tabs, the first evicted', async ({ page }) => {
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/index');
  const others = MENU_ENTRIES.filter((entry) => entry.path !== '/index')
    .slice(0, 10)
    .map((entry) => entry.path);
  for (const path of others) await openFromMenu(page, path);
  const tabs = page.getByTestId('tab-bar').locator('[data-tab]');
  // the whole list, so a failure names the tab that was kept or lost
  await expect
    .poll(() => tabs.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-tab'))))
    .toEqual(others);
  await expect(page.locator('[data-tab="/index"]')).toHaveCount(0);
  await expect(page.locator('[data-tab-pane="/index"]')).toHaveCount(0);
  await expect(page.locator(`[data-tab="${others[9]}"]`)).toHaveAttribute('data-active', 'true');
});

test('text typed into a tab is still there after visiting another tab', async ({ page }) => {
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/index');
  await page.getByTestId('home-search').fill('标签');
  await openFromMenu(page, '/channel-code');
  await expect(page.getByTestId('home-search')).toBeHidden();
  await page.locator('[data-tab="/index"]').getByRole('link').click();
  await expect(page.getByTestId('home-search')).toHaveValue('标签');
});

test('close, close others and refresh act on the tabs', async ({ page }) => {
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/index');
  await openFromMenu(page, '/channel-code');
  await openFromMenu(page, '/welcome');
  const tabs = page.getByTestId('tab-bar').locator('[data-tab]');
  await page.getByRole('button', { name: '关闭「加粉欢迎语」' }).click();
  await expect(tabs).toHaveCount(2);
  await expect(page.locator('[data-tab="/channel-code"]')).toHaveAttribute('data-active', 'true');
  await page.locator('[data-tab="/index"]').getByRole('link').click();
  await page.getByTestId('home-search').fill('活码');
  await page.getByRole('button', { name: '刷新当前' }).click();
  await expect(page.getByTestId('home-search')).toHaveValue('');
  await page.getByRole('button', { name: '关闭其他' }).click();
  await expect(tabs).toHaveCount(1);
});

test('the content area is at the top after a route change', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/index');
  await expect(page.getByTestId('home-page')).toBeVisible();
  const content = page.locator('.ik-keep-alive-no');
  await content.evaluate((element) => element.scrollTo(0, 10_000));
  expect(await content.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await openFromMenu(page, '/customer-list');
  await expect.poll(() => content.evaluate((element) => element.scrollTop)).toBe(0);
});

test('an unknown path shows the 404 page without the layout', async ({ page }) => {
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found-page')).toContainText('页面不存在');
  await expect(page.getByTestId('shell-layout')).toHaveCount(0);
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
});

test('?lang=ar lays the document out right to left', async ({ page }) => {
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/index?lang=ar');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/index?lang=zh-CN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the language switch gives dir="rtl" and English strings', async ({ page }) => {
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/index');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('side-menu')).toContainText('Channel codes');
});

// The screens check once found no drawer right after the first load at 390 and 1024: at the
// load event the loading frame of index.html is still on screen (React's menu button comes with
// the menu and profile answers). A person taps the button they see there; the drawer must open
// with the shell and stay open while it settles. The menu answer is held until the tap, so the
// tap always lands on the frame (it was lost before the frame's button was wired, fcd3863).
test('at 390 the menu drawer opened right after the first load stays open while the shell settles', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', 'Admin@123');
  let release: () => void = () => undefined;
  const tapped = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/scrm/v1/platform/menu*', async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto('/index');
  await expect(page.getByTestId('shell-placeholder')).toBeAttached();
  await page.locator('#boot-shell .bs-burger').click();
  release();
  const overlay = page.getByTestId('menu-overlay');
  await expect(overlay).toBeVisible();
  // Mark the drawer's node: a drawer closed (or remounted) by the settling shell loses it.
  await overlay.evaluate((element) => element.setAttribute('data-opened-early', 'yes'));
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(overlay).toHaveAttribute('data-opened-early', 'yes');
  await expect(
    page.getByTestId('side-menu').locator('[data-menu-path="/customer-list"]'),
  ).toBeVisible();
});

/** One finished export not yet seen: the header shows its 导出记录 badge. */
async function withUnseenExport(page: Page) {
  await page.route('**/scrm/v1/setting/export-log/unseen', (route) =>
    route.fulfill({ json: { code: 0, msg: '', data: { count: 3 } } }),
  );
}

// Review 2026-11-26: at 390 the 导出记录 badge wrapped to two lines and the tenant name was
// cut to "演…". On a phone the switch moves into the user menu and the badge shows its icon.
test('at 390 the header actions stay on one line, the tenant name is readable, and the user menu shows it in full with the tenant switch', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', 'Admin@123');
  await withUnseenExport(page);
  await page.goto('/private-chat');
  const header = page.locator('header');
  const badge = page.getByTestId('export-badge');
  await expect(badge).toBeVisible();
  const name = page.getByTestId('tenant-name');
  await expect(name).toHaveText('演示企业');
  const parts = ['menu-toggle', 'tenant-name', 'online-indicator', 'export-badge', 'user-menu'];
  const headerBox = (await header.boundingBox())!;
  for (const part of parts) {
    const box = (await page.getByTestId(part).boundingBox())!;
    expect(box.height, `${part} on one line`).toBeLessThanOrEqual(40);
    expect(box.y, `${part} inside the header`).toBeGreaterThanOrEqual(headerBox.y);
    expect(box.y + box.height, `${part} inside the header`).toBeLessThanOrEqual(
      headerBox.y + headerBox.height,
    );
    expect(box.x + box.width, `${part} on screen`).toBeLessThanOrEqual(390);
  }
  expect((await badge.locator('span').first().boundingBox())!.height).toBeLessThanOrEqual(24);
  // Readable: the name is not cut (no ellipsis) and keeps more than a character's room.
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-tenant')).toContainText('演示企业');
  await page.getByTestId('user-menu-tenant-switch').click();
  await expect(page.getByRole('dialog', { name: '切换企业' })).toBeVisible();
});

// bench/README.md "Paint before JavaScript": the static frame of index.html and the header
// React draws over it put the menu button, the logo and the user's avatar at the same places.
// One test per width: a page that has shown the shell once starts from its cached menu.
for (const width of [390, 1024, 1440]) {
  test(`the boot frame header has the real header geometry at ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, 'admin', 'Admin@123');
    await withUnseenExport(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/scrm/v1/platform/menu*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/private-chat');
    await expect(page.getByTestId('shell-placeholder')).toBeAttached();
    const boxOf = async (selector: string) => {
      const element = page.locator(selector);
      return (await element.isVisible()) ? element.boundingBox() : null;
    };
    const boot = {
      burger: await boxOf('#boot-shell .bs-burger'),
      logo: await boxOf('#boot-shell .bs-header .bs-logo'),
      avatar: await boxOf('#boot-shell .bs-user'),
      header: await boxOf('#boot-shell .bs-header'),
    };
    release();
    await expect(page.getByTestId('export-badge')).toBeVisible();
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    const real = {
      burger: await boxOf('[data-testid="menu-toggle"]'),
      logo: await boxOf('[data-testid="tenant-initial"]'),
      avatar: await boxOf('[data-testid="user-menu"] > span >> nth=0'),
      header: await boxOf('header'),
    };
    for (const part of ['burger', 'logo', 'avatar', 'header'] as const) {
      const [was, is] = [boot[part], real[part]];
      expect(was === null, `${part}: shown in both or neither`).toBe(is === null);
      if (!was || !is) continue;
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(was[side] - is[side]), `${part} ${side}`).toBeLessThanOrEqual(1);
      }
    }
  });
}
