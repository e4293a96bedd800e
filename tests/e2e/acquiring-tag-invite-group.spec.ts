import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { signIn } from './shell-helpers';

// issue #16 /tag-invite-group: the seeded tasks show totals; an operator picks customers by
// tags, estimates, creates the task; the job hands each employee the invitations, the sandbox
// employees confirm, customers join; the detail shows per-employee progress and per-customer
// status, and the unsent employees can be reminded. Screenshots at 1440×900 and 390×844.

const stamp = Date.now().toString(36).slice(-5);

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `test-results/tig-${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.screenshot({ path: `test-results/tig-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('/tag-invite-group: create a task by tags, employees invite, customers join, statuses and reminders show', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/tag-invite-group');
  const table = page.getByTestId('tag-invite-group-table');
  await expect(table).toContainText('双十二预热拉群', { timeout: 20_000 });
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'list');

  await page.getByTestId('tig-create').click();
  const form = page.getByTestId('tig-form');
  await form.getByRole('button', { name: '创建并通知员工' }).click();
  await expect(form).toContainText('请至少选择一个标签');
  await form.getByLabel('任务名称').fill(`E2E拉群${stamp}`);
  await form.getByTestId('tig-tags').click();
  const tags = page.locator('[data-testid="picker-list"]:visible button[aria-pressed="false"]');
  for (let index = 0; index < 4; index += 1) await tags.nth(2).click();
  await page.getByRole('button', { name: '完成' }).click();
  await expect(page.locator('[data-testid="picker-list"]:visible')).toHaveCount(0);
  await form.getByTestId('tig-employee-picker').click();
  const staff = page.getByTestId('picker-list').getByRole('checkbox');
  // Not forced (nor anywhere in tests/e2e): a forced click skips waiting for a just-opened
  // popover to stop moving, and once landed beside the box ("did not change its state", stop 56).
  for (let index = 0; index < 6; index += 1) await staff.nth(index).check();
  await page.getByRole('button', { name: '完成' }).click();
  await expect(page.locator('[data-testid="picker-list"]:visible')).toHaveCount(0);
  await form.getByTestId('tig-groups').getByRole('checkbox').last().check();
  await form.getByTestId('tig-preview').click();
  await expect(form.getByTestId('tig-preview-result')).toContainText('将邀请', {
    timeout: 30_000,
  });
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'form');
  await form.getByRole('button', { name: '创建并通知员工' }).click();

  await expect(form).toBeHidden({ timeout: 30_000 });
  await table
    .getByRole('row')
    .filter({ hasText: `E2E拉群${stamp}` })
    .getByRole('button', { name: '详情' })
    .click();
  const detail = page.getByTestId('tig-detail');
  await expect(detail).toContainText(`E2E拉群${stamp}`, { timeout: 15_000 });
  // The job gives the employees their lists; the sandbox employees confirm after a few seconds.
  await expect(async () => {
    await detail.getByRole('button', { name: '↻' }).click();
    const joined = Number(await detail.getByTestId('tig-stat-joined-value').innerText());
    expect(joined).toBeGreaterThan(0);
  }).toPass({ timeout: 90_000, intervals: [3_000] });
  await expect(detail.getByTestId('tig-recipients')).toContainText('已入群');
  await expect(detail.getByTestId('tig-by-employee')).toBeVisible();
  // The rows are dimmed while a refresh is in flight: check contrast once it has landed.
  await expect(detail.locator('table[aria-busy="true"]')).toHaveCount(0);
  await page.waitForTimeout(300);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'detail');
  await page.keyboard.press('Escape');

  await table
    .getByRole('row')
    .filter({ hasText: '双十二预热拉群' })
    .getByRole('button', { name: '详情' })
    .click();
  await expect(detail.getByTestId('tig-stat-pending-value')).not.toHaveText('0');
  await expect(detail.getByTestId('tig-recipients')).toContainText('待邀请', { timeout: 30_000 });
  await detail.getByTestId('tig-remind').click();
  await expect(page.getByText(/已提醒 \d+ 名员工发送邀请/)).toBeVisible({ timeout: 20_000 });
  await shoot(page, 'remind');
});
