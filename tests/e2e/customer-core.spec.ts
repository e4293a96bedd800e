import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './shell-helpers';

// issue #9 "Done when" (Playwright): an operator creates a channel code with a schedule and a
// tag, opens its QR URL as a customer would, finds the new customer in /customer-list with
// the tag and the channel, sees the add in the code's statistics, and removes the tag in a
// batch action.

const TAG = '潜在客户';
const stamp = Date.now().toString(36).slice(-5);
const CODE_NAME = `E2E活码${stamp}`;
const CUSTOMER_NAME = `E2E客户${stamp}`;

/** The open popover (pickers keep theirs mounted, hidden, until opened). */
const openPopover = (page: Page): Locator =>
  page.locator('[data-scope="popover"][data-part="content"][data-state="open"]');

async function pickInPopover(
  page: Page,
  trigger: Locator,
  pick: (popover: Locator) => Promise<void>,
) {
  await trigger.click();
  const popover = openPopover(page);
  await expect(popover).toBeVisible();
  await pick(popover);
  await popover.getByRole('button', { name: '完成' }).click();
  await expect(popover).toHaveCount(0);
}

test('an operator runs a channel code from creation to scan, customer list, statistics and batch untagging', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'operator', 'Operator@123');
  await page.goto('/channel-code/code-form');
  const form = page.getByTestId('code-form');
  await expect(form).toBeVisible();

  await page.getByTestId('code-form-name').fill(CODE_NAME);
  // A schedule on every day, all day, with one employee on duty.
  await page.getByTestId('code-form-schedule').click();
  const row = page.getByTestId('schedule-row').first();
  await row.getByRole('button', { name: '周六' }).click();
  await row.getByRole('button', { name: '周日' }).click();
  // issue #13: 24-hour time pickers (时 / 分 selects), not the browser's time input.
  await row.getByTestId('schedule-start-hour').selectOption('00');
  await row.getByTestId('schedule-start-minute').selectOption('00');
  await row.getByTestId('schedule-end-hour').selectOption('23');
  await row.getByTestId('schedule-end-minute').selectOption('59');
  await pickInPopover(page, row.getByTestId('schedule-employees'), async (popover) => {
    await popover.getByRole('checkbox').first().check();
  });
  // The tag every customer of this code gets.
  await page.getByTestId('code-form-tag-enable').click();
  await pickInPopover(page, page.getByTestId('code-form-tags'), async (popover) => {
    await popover.getByRole('button', { name: TAG, exact: true }).click();
  });
  // The schema's default welcome is the company default (issue #12: defaults from the schema).
  await page.getByText('渠道欢迎语', { exact: true }).click();
  await page.getByTestId('welcome-text').fill('欢迎扫码，E2E 测试专属福利已送达！');
  await form.getByRole('button', { name: '保存' }).click();

  // Back on the list: the new code with its QR; its link is what the QR encodes.
  await page.waitForURL(/\/channel-code$/);
  const codeRow = page.getByTestId('channel-code-table').locator('tr', { hasText: CODE_NAME });
  await expect(codeRow).toBeVisible();
  await codeRow.getByRole('button', { name: `查看「${CODE_NAME}」的大图二维码` }).click();
  const link = await page.getByTestId('qr-link').inputValue();
  expect(link).toMatch(/\/s\/c\/[0-9a-f]{32}$/);
  expect(
    await page.getByTestId('qr-dialog').locator('[data-qr-value]').getAttribute('data-qr-value'),
  ).toBe(link);
  await page.keyboard.press('Escape');

  // The customer scans: the sandbox adds them and answers a Chinese confirmation page.
  const phone = await context.newPage();
  await phone.goto(`${link}?name=${encodeURIComponent(CUSTOMER_NAME)}`);
  await phone.getByRole('button', { name: '添加好友' }).click();
  await expect(phone.getByRole('heading', { name: '添加成功' })).toBeVisible();
  await expect(phone.getByText(TAG)).toBeVisible();
  await phone.close();

  // The add shows in the code's statistics.
  await codeRow.getByTestId('code-stats').click();
  await page.waitForURL(/\/channel-code\/statistics\?id=\d+/);
  await expect(page.getByTestId('stat-adds-value')).toHaveText('1');
  await expect(page.getByTestId('stat-net-value')).toHaveText('1');

  // The customer, with the tag and the channel, in /customer-list.
  await page.goto('/customer-list');
  await page.getByTestId('filter-name').fill(CUSTOMER_NAME);
  await page.getByRole('button', { name: '查询' }).click();
  const customerRow = page.getByTestId('customer-table').locator('tr', { hasText: CUSTOMER_NAME });
  await expect(customerRow).toBeVisible();
  await expect(customerRow.locator(`[data-tag-name="${TAG}"]`)).toBeVisible();
  await expect(customerRow.getByTestId('customer-channel')).toHaveText(CODE_NAME);

  // Batch action: select the row and remove the tag.
  await customerRow.getByRole('checkbox').check();
  await expect(page.getByTestId('batch-bar')).toContainText('已选择 1 项');
  await page.getByTestId('batch-remove-tags').click();
  await pickInPopover(page, page.getByTestId('batch-tag-picker'), async (popover) => {
    await popover.getByRole('button', { name: TAG, exact: true }).click();
  });
  await page.getByTestId('batch-tag-submit').click();
  await expect(page.getByText('已从 1 位客户移除 1 个标签')).toBeVisible();
  await expect(customerRow.locator(`[data-tag-name="${TAG}"]`)).toHaveCount(0);
  await expect(customerRow.getByTestId('customer-channel')).toHaveText(CODE_NAME);
});

test('the four customer-core pages render their data (screenshots for review)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shots = process.env.SCREENSHOT_DIR;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', 'Admin@123');
  const pages = [
    ['/customer-list', 'customer-table', 'customer-list'],
    ['/channel-code', 'channel-code-table', 'channel-code'],
    ['/tag-manage', 'tag-manage-page', 'tag-manage'],
    ['/mail-list', 'employee-table', 'mail-list'],
  ] as const;
  for (const [path, testId, name] of pages) {
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(page.getByTestId('table-loading')).toHaveCount(0);
    if (testId === 'tag-manage-page') {
      await expect(page.getByTestId('tag-group').first()).toBeVisible();
    } else {
      await expect(page.getByTestId('pagination-total')).toContainText('共');
    }
    if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
  }
  if (shots) {
    await page.goto('/channel-code');
    await page.getByTestId('channel-code-table').getByTestId('code-stats').first().click();
    await expect(page.getByTestId('trend-chart')).toBeVisible();
    await page.screenshot({ path: `${shots}/code-statistics.png`, fullPage: true });
    await page.goto('/channel-code/code-form');
    await expect(page.getByTestId('code-form')).toBeVisible();
    await page.screenshot({ path: `${shots}/code-form.png`, fullPage: true });
    await page.goto('/customer-list');
    await page.getByTestId('customer-table').getByRole('button', { name: '详情' }).first().click();
    await expect(page.getByTestId('customer-detail')).toBeVisible();
    await page.getByRole('tab', { name: '客户动态' }).click();
    await expect(page.getByTestId('customer-timeline')).toBeVisible();
    await page.screenshot({ path: `${shots}/customer-detail.png` });
  }
});

// issue #38 item 1: the "···" menu of a row opened under the next rows' sticky 操作 cells, so
// a click on 删除 landed on the row below's 数据 and opened another code's statistics. A real
// click (Playwright refuses when another element would receive it) must reach the menu item.
test('a row menu in the data table opens above the sticky action cells of the rows below, so its items take the click (1440 and 390)', async ({
  page,
}) => {
  await signIn(page, 'admin', 'Admin@123');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/channel-code');
    const table = page.getByTestId('channel-code-table');
    await expect(table.getByTestId('code-stats').nth(2)).toBeVisible();
    await table.getByRole('button', { name: '更多操作' }).first().click();
    await page.getByRole('menuitem', { name: '删除' }).click({ timeout: 5_000 });
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
      '删除渠道活码',
    );
    expect(new URL(page.url()).pathname).toBe('/channel-code');
    await page.keyboard.press('Escape');
  }
});

test('the batch bar of a selected row fits a 390 px phone: the count and every action lie inside the bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/customer-list');
  const firstRow = page.getByTestId('customer-table').locator('tbody tr[data-row-key]').first();
  await firstRow.getByRole('checkbox').check();
  const bar = page.getByTestId('batch-bar');
  await expect(bar).toContainText('已选择 1 项');
  const barBox = await bar.boundingBox();
  expect(barBox).not.toBeNull();
  const parts = bar.locator(':scope > *');
  const count = await parts.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    const box = await parts.nth(index).boundingBox();
    const name = (await parts.nth(index).textContent()) ?? '';
    expect(box, name).not.toBeNull();
    // clipped by the table's frame before the bar wrapped (取消选择 ran off the right edge)
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(barBox!.x + barBox!.width + 0.5);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
    // the count on one line, not one character a line
    if (index === 0) expect(box!.height, name).toBeLessThan(40);
  }
});
