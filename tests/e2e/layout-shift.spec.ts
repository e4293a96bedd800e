import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn } from './shell-helpers';

// issue #39 (CLS ≤ 0.05 on a phone): what loads late takes the room it will need, so nothing
// already on screen moves when it comes. Each case holds back the late part, reads where the
// page below it stands, lets the part come and reads again (positions, not times).

/** Holds the requests matching `url` until the returned release is called. */
async function holdBack(page: Page, url: string): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(url, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', 'Admin@123');
});

test('at 390 the tab switcher is on screen before its menu chunk, and the page does not move when it comes', async ({
  page,
}) => {
  const release = await holdBack(page, '**/assets/tab-overflow-menu-*.js');
  await page.goto('/index');
  const content = '[data-testid="content-area"]';
  await expect(page.locator(content)).toBeVisible();
  // the switcher is static markup: on screen before its menu chunk comes (issue #39)
  await expect(page.getByTestId('tab-switcher')).toBeVisible();
  const before = await topOf(page, content);
  release();
  await page.getByTestId('tab-switcher').click();
  expect(await topOf(page, content)).toBe(before);
});

test("at 390 the account menu trigger is on screen before the header's late chunks, and the online state does not move when they come: the export badge's at start-up, the menu's on the first press", async ({
  page,
}) => {
  const release = await holdBack(page, '**/assets/export-badge-*.js');
  await page.goto('/index');
  const indicator = page.getByTestId('online-indicator');
  await expect(indicator).toBeVisible();
  // the account menu's trigger is static markup: on screen before any header chunk comes
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const left = () => indicator.evaluate((element) => element.getBoundingClientRect().left);
  const before = await left();
  const loaded = page.waitForResponse('**/assets/export-badge-*.js');
  release();
  await loaded;
  expect(await left()).toBe(before);
  // issue #39: the menu's chunk (Chakra's menu) loads on intent and mounts on the first press
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await left()).toBe(before);
});

test("at 390 /channel-code's table does not move when the code groups arrive", async ({ page }) => {
  const release = await holdBack(page, '**/scrm/v1/acquiring/channel-code/groups*');
  await page.goto('/channel-code');
  const table = '[data-testid="channel-code-table"]';
  await expect(page.locator(table)).toBeVisible();
  const before = await topOf(page, table);
  release();
  await expect(page.getByTestId('code-group')).not.toHaveCount(1);
  expect(await topOf(page, table)).toBe(before);
});

test('at 390 and 1440 the filter bar pickers are static triggers, and nothing moves when the first press mounts their popover', async ({
  page,
}) => {
  // issue #39 (pick49): the tag, employee and date-range pickers render a static trigger; the
  // first press mounts the Chakra popover with the same trigger, open.
  const bar = page.getByTestId('customer-filters');
  const triggers = [
    bar.getByTestId('filter-tags'),
    bar.getByTestId('filter-employees'),
    bar.locator('button[aria-haspopup="dialog"]', { hasText: '开始日期' }).first(),
  ];
  // where the bar's fields and buttons and the table stand (the open popover's own parts aside)
  const places = () =>
    page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '[data-testid="customer-filters"] :is(label, button, div), table',
        ),
      ]
        .filter((element) => !element.closest('[data-part="positioner"]'))
        .map((element) => {
          const { left, top, width, height } = element.getBoundingClientRect();
          return [left, top, width, height].join(',');
        }),
    );
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/customer-list');
    await expect(page.locator('tbody tr[data-row-key]').first()).toBeVisible();
    if (width === 390) await bar.getByRole('button', { name: '更多筛选' }).click();
    for (const trigger of triggers) {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(await trigger.getAttribute('class')).not.toMatch(/css-/);
      const before = await places();
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(await places()).toEqual(before);
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  }
});
