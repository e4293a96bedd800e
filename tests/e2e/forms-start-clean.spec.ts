import { expect, test } from '@playwright/test';
import { openConsole } from './pwa-helpers';

// these tests wait for the offline shell's service worker (blocked by default: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

// issue #37 in the built console: the customer detail keeps an unsaved tag change and asks
// before closing; an overnight auto-tag window; an operator's own export log (docs/forms.md,
// docs/time-windows.md).

test.describe.configure({ timeout: 120_000 });

test('the customer detail keeps an unsaved tag change across its tabs and asks before closing; its timeline never shows 「-」', async ({
  page,
}) => {
  await openConsole(page, 'admin', 'Admin@123');
  await page.goto('/customer-list');
  await page.getByTestId('customer-table').getByRole('button', { name: '详情' }).first().click();
  const detail = page.locator('[data-testid="customer-detail"][data-state="open"]');
  await detail.getByTestId('detail-tags').click();
  await page.getByTestId('picker-list').getByRole('button').first().click();
  await page.keyboard.press('Escape'); // the picker's popover
  await expect(detail.getByRole('button', { name: '保存标签' })).toBeVisible();
  await detail.getByRole('tab', { name: '客户动态' }).click();
  await expect(detail.getByTestId('customer-timeline')).toBeVisible();
  await expect(detail.getByTestId('customer-timeline')).not.toContainText('「-」');
  await detail.getByRole('tab', { name: '客户资料' }).click();
  await expect(detail.getByRole('button', { name: '保存标签' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('放弃未保存的修改？')).toBeVisible();
  await page.getByTestId('confirm-ok').last().click();
  await expect(detail).toBeHidden();
});

test('an overnight auto-tag window 18:00–09:00 is accepted with a hint; equal ends are refused under the time fields', async ({
  page,
}) => {
  await openConsole(page, 'admin', 'Admin@123');
  await page.goto('/auto-tag/form');
  const form = page.getByTestId('auto-tag-form');
  await form.getByLabel('规则类型').selectOption({ label: '添加时段' });
  await form.getByLabel('开始时间').fill('18:00');
  await form.getByLabel('结束时间').fill('09:00');
  await expect(form).toContainText('跨夜时段：18:00 至次日 09:00');
  await form.getByLabel('结束时间').fill('18:00');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  const error = form.getByRole('alert').filter({ hasText: '开始时间和结束时间不能相同' });
  await expect(error).toBeVisible();
  // under the time fields, not under the weekday buttons
  expect(
    await error.evaluate(
      (element) => element.parentElement?.querySelector('input[aria-label="结束时间"]') != null,
    ),
  ).toBe(true);
  await page.screenshot({ path: 'test-results/trust-auto-tag-window-1440.png', fullPage: true });
});

test('an operator opens /export-log and sees only their own exports', async ({ page }) => {
  await openConsole(page, 'operator', 'Operator@123');
  await page.goto('/export-log');
  await expect(page.getByTestId('export-log-page')).toBeVisible();
  await expect(page.getByText('无权限')).toHaveCount(0);
  const creators = await page
    .getByTestId('export-log-page')
    .locator('tbody tr td')
    .allTextContents();
  expect(creators.join('')).not.toContain('管理员');
});
