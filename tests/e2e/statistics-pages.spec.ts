import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { goOffline, openConsole, persistedQueries, restoreNetwork } from './pwa-helpers';

// these tests wait for the offline shell's service worker (blocked by default: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

// issue #21 "Done when" (Playwright): /privsph-overview and /customer-data open online, render
// offline after a reload with 数据更新于; the period and the dimension switch online; a table
// exports through the export center; screenshots at 1440×900 and 390×844; no horizontal
// overflow; no serious axe issue.

const pane = (page: Page, path: string) => page.locator(`[data-tab-pane="${path}"]`);

async function noHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

/** A persisted query whose key starts with `path` (the range in its key is today's). */
async function waitForPersistedPath(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      async () =>
        Object.values(await persistedQueries(page))
          .flat()
          .some((key) => key.startsWith(`["${path}"`)),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** The whole page, not only the viewport (the shell scrolls inside its content pane). */
async function fullShot(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 2600 });
  await page.waitForTimeout(400);
  await page.screenshot({ path });
  await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
}

async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(500); // charts load their chunk, toasts finish animating
}

test.describe.configure({ timeout: 240_000 });

test('overview and customer data: online, offline after a reload with 数据更新于, period, dimension and export', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openConsole(page, 'admin', 'Admin@123');

  await page.goto('/privsph-overview');
  const overview = pane(page, '/privsph-overview');
  await expect(overview.getByTestId('kpi-customers_total-value')).not.toHaveText('0');
  await expect(overview.getByTestId('overview-top-table')).toContainText('共');
  await waitForPersistedPath(page, '/scrm/v1/statistics/privsph-overview');
  await expect(overview.locator('[data-testid="overview-trend"] svg[role="img"]')).toBeVisible();
  await settle(page);
  await noHorizontalOverflow(page);
  await fullShot(page, 'test-results/statistics-overview-1440.png', 1440);
  await expectNoSeriousAxeViolations(page);

  // The trend period switches online (7 → 30 days).
  await overview.getByRole('button', { name: '近30天' }).click();
  await expect(overview.getByRole('button', { name: '近30天' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await overview.getByTestId('overview-trend').getByTestId('chart-view-toggle').click();
  await expect(
    overview.getByTestId('overview-trend').getByTestId('chart-table').locator('tbody tr'),
  ).toHaveCount(30);

  await page.goto('/customer-data');
  const people = pane(page, '/customer-data');
  await expect(people.getByTestId('customer-data-employees')).toContainText('共');
  await waitForPersistedPath(page, '/scrm/v1/statistics/customer-data');
  await settle(page);
  await noHorizontalOverflow(page);
  await fullShot(page, 'test-results/statistics-customer-data-1440.png', 1440);
  await expectNoSeriousAxeViolations(page);

  // Offline: both pages render from the persisted cache with 数据更新于.
  await goOffline(context, page);
  await page.reload();
  await expect(people.getByTestId('customer-data-employees')).toContainText('共');
  await expect(page.getByTestId('data-updated-note')).toContainText('数据更新于');
  await page.goto('/privsph-overview').catch(() => undefined);
  await expect(
    pane(page, '/privsph-overview').getByTestId('kpi-customers_total-value'),
  ).not.toHaveText('0');
  await expect(page.getByTestId('data-updated-note')).toContainText('数据更新于');
  await settle(page);
  await page.screenshot({ path: 'test-results/statistics-overview-offline.png' });
  await restoreNetwork(context);

  // Online again: switch the period and the dimension on /customer-data, export a table.
  await page.goto('/customer-data');
  await expect(people.getByTestId('customer-data-employees')).toContainText('共');
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/statistics/customer-data?') && response.url().includes('from='),
  );
  await people.getByRole('button', { name: '近30天' }).click();
  expect((await answer).status()).toBe(200);
  await expect(people.getByRole('button', { name: '近30天' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await people.getByTestId('customer-data-view').getByRole('button', { name: '按日期' }).click();
  await expect(people.getByTestId('customer-data-days')).toContainText('共 30 条');
  // The table exports through the export center (issue #34): queued, then in 导出记录.
  await people.getByTestId('customer-data-days-export').getByTestId('export-open').click();
  await page.getByTestId('export-submit').click();
  await expect(page.getByText(/已加入导出队列/).first()).toBeVisible();

  // Field staff read these on phones.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/privsph-overview');
  await expect(
    pane(page, '/privsph-overview').getByTestId('kpi-customers_total-value'),
  ).not.toHaveText('0');
  await settle(page);
  await noHorizontalOverflow(page);
  await fullShot(page, 'test-results/statistics-overview-390.png', 390);
  await page.goto('/customer-data');
  await expect(people.getByTestId('customer-data-employees')).toContainText('共');
  await settle(page);
  await noHorizontalOverflow(page);
  await fullShot(page, 'test-results/statistics-customer-data-390.png', 390);
});

test('the other five statistics pages show real figures, switch their dimension and export, at 1440 and 390 wide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openConsole(page, 'admin', 'Admin@123');
  const pages = [
    {
      path: '/community-data',
      table: 'community-data-owners',
      view: 'community-data-view',
      other: '按客户群',
    },
    { path: '/transform-data', table: 'deal-rows', view: 'deal-view', other: '按日期' },
    { path: '/community-deal', table: 'deal-rows', view: 'deal-view', other: '按日期' },
    { path: '/data-marketing', table: 'deal-rows', view: 'deal-view', other: '按日期' },
    {
      path: '/performance-ranking',
      table: 'ranking-table',
      view: 'ranking-metric',
      other: '新增客户',
    },
  ];
  for (const item of pages) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(item.path);
    const view = pane(page, item.path);
    await expect(view.getByTestId(item.table)).toContainText('共');
    await expect(view).not.toContainText('功能建设中');
    await settle(page);
    await noHorizontalOverflow(page);
    const name = item.path.slice(1);
    await fullShot(page, `test-results/statistics-${name}-1440.png`, 1440);
    await expectNoSeriousAxeViolations(page);
    await view.getByTestId(item.view).getByRole('button', { name: item.other }).click();
    await expect(
      view.getByTestId(item.view).getByRole('button', { name: item.other }),
    ).toHaveAttribute('aria-pressed', 'true');
    // the table exports through the export center (issue #34): queued for 导出记录
    const exportButton = view.locator('[data-testid$="-export"]').first();
    await exportButton.getByTestId('export-open').click();
    await page.getByTestId('export-submit').click();
    await expect(page.getByText(/已加入导出队列/).first()).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(item.path);
    await expect(view.getByTestId(item.table)).toContainText('共');
    await settle(page);
    await noHorizontalOverflow(page);
    await fullShot(page, `test-results/statistics-${name}-390.png`, 390);
  }
});
