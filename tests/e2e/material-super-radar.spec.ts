import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { signIn } from './shell-helpers';

// issue #20 "Done when" (Playwright): create a radar link, open it as a customer, see the open
// in data-detail and in the customer's timeline. Plus the bad input (a link that is not
// http/https), and every radar route at 1440×900 and 390×844 with axe and no overflow.

const TITLE = `会员日雷达${Date.now().toString(36).slice(-4)}`;

async function fits(page: Page, label: string) {
  const ok = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(ok, `${label} overflows`).toBe(true);
}

test('a radar is created, sent, opened by the customer, and the open shows in data-detail and the timeline', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/super-radar');
  await expect(page.getByTestId('super-radar-page')).toBeVisible();
  await page.getByTestId('radar-create').click();
  const form = page.getByTestId('radar-form');
  await expect(form).toBeVisible();
  await form.getByLabel('雷达标题').fill(TITLE);
  await form.getByLabel('链接地址').fill('ftp://example.com/file');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('雷达链接必须是http://或https://开头的网址')).toBeVisible();
  await form.getByLabel('链接地址').fill('https://mp.sandbox.example/articles/member-day');
  await form.getByRole('button', { name: '保存' }).click();
  await page.waitForURL(/\/super-radar$/);

  const row = page.getByTestId('radar-table').locator('tbody tr').filter({ hasText: TITLE });
  await row.getByTestId('radar-send').click();
  await page.getByTestId('radar-send-employee').selectOption({ index: 1 });
  const customers = page.getByTestId('radar-send-customers');
  const first = customers.getByRole('checkbox').first();
  await expect(first).toBeVisible();
  const customerName = (await customers.locator('label').first().innerText()).trim();
  await first.check();
  await page.getByTestId('radar-send-submit').click();
  const link = page.getByTestId('radar-open-link').first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/rl\/[A-Za-z0-9_-]+$/);
  await page.screenshot({ path: 'test-results/material/radar-send-1440.png' });

  // the customer opens it in their own browser (no session)
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await customerPage.goto(new URL(href!, page.url()).href);
  await expect(customerPage.getByRole('heading', { name: TITLE })).toBeVisible();
  await customerPage.screenshot({ path: 'test-results/material/radar-customer-view.png' });
  await customer.close();

  await page.keyboard.press('Escape');
  await row.getByTestId('radar-data').click();
  await page.waitForURL(/\/super-radar\/data-detail\?id=\d+/);
  await expect(page.getByTestId('radar-detail-page')).toBeVisible();
  await expect(page.getByTestId('radar-totals')).toContainText('打开次数');
  const opens = page.getByTestId('radar-opens');
  await expect(opens.locator('tbody tr').filter({ hasText: customerName })).toHaveCount(1);
  await expect(page.getByTestId('radar-employees').locator('tbody tr')).toHaveCount(1);

  // the customer's timeline on /customer-list
  await page.goto('/customer-list');
  await page.getByTestId('filter-name').fill(customerName);
  await page.getByRole('button', { name: '查询' }).click();
  // customer names are not unique (other specs add customers from the same name pool), so
  // look through every customer of that name for the one who opened the radar
  const details = page.getByTestId('customer-table').getByRole('button', { name: '详情' });
  await expect(details.first()).toBeVisible();
  const candidates = await details.count();
  let found = false;
  for (let i = 0; i < candidates && !found; i += 1) {
    await details.nth(i).click();
    await expect(page.getByTestId('customer-detail')).toBeVisible();
    await page.getByRole('tab', { name: '客户动态' }).click();
    const timeline = page.getByTestId('customer-timeline');
    // wait for the first page of events (each customer has at least the add event)
    await expect(timeline).toContainText(/\d{4}-\d{2}-\d{2}/);
    found = (await timeline.innerText()).includes(`雷达「${TITLE}」`);
    if (!found) {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('customer-detail')).toBeHidden();
    }
  }
  expect(found, `no customer named ${customerName} shows the radar open`).toBe(true);
  await page.screenshot({ path: 'test-results/material/radar-timeline-1440.png' });
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`the radar routes are built, fit ${width}px and pass axe`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin', 'Admin@123');
    await page.goto('/super-radar');
    await expect(page.getByTestId('radar-table').locator('tbody tr').first()).toBeVisible();
    for (const [path, testId] of [
      ['/super-radar', 'super-radar-page'],
      ['/super-radar/edit-form', 'radar-form'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByText('功能建设中')).toHaveCount(0);
      await expect(page.getByTestId('table-loading')).toHaveCount(0);
      await fits(page, `${path} at ${width}`);
      await page.screenshot({
        path: `test-results/material/${path.slice(1).replace('/', '-')}-${width}.png`,
      });
      await expectNoSeriousAxeViolations(page);
    }
    await page.goto('/super-radar');
    await page
      .getByTestId('radar-table')
      .locator('tbody tr')
      .last()
      .getByTestId('radar-data')
      .click();
    await expect(page.getByTestId('radar-opens').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByText('功能建设中')).toHaveCount(0);
    await fits(page, `data-detail at ${width}`);
    await page.screenshot({
      path: `test-results/material/super-radar-data-detail-${width}.png`,
      fullPage: true,
    });
    await expectNoSeriousAxeViolations(page);
  });
}
