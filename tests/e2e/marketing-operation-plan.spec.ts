import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { signIn } from './shell-helpers';

// issue #20 /operation-plan 运营计划: build a journey over an audience (send, wait, tag), start
// it and see the first step's job act on the audience (funnel), pause and resume it; the page
// at 1440×900 and 390×844 with axe and no overflow.

const NAME = `新会员旅程${Date.now().toString(36).slice(-4)}`;

test('/operation-plan: a journey is built, started (its first step runs as a job), paused and resumed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/operation-plan?view=journeys');
  await expect(page.getByTestId('operation-plan-page')).toBeVisible();
  await page.getByTestId('plan-create').click();
  const form = page.locator('[data-testid="plan-form"][data-state="open"]');
  await expect(form).toBeVisible();
  await form.getByTestId('plan-name').fill(NAME);
  await form.getByTestId('plan-trigger-audience').selectOption({ index: 1 });
  await form.getByTestId('plan-step-content-0').fill('欢迎成为会员，专属福利已到账');
  await form.getByTestId('plan-add-step').click();
  await form.getByTestId('plan-step-action-1').selectOption('add_tag');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toContainText('请选择要打的标签');
  await form.getByTestId('plan-step-tag-1').selectOption({ index: 1 });
  await form.getByTestId('plan-step-wait-1').fill('3');
  await page.screenshot({ path: 'test-results/marketing/operation-plan-form-1440.png' });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();

  await page.getByTestId('plan-filter-name').fill(NAME);
  await page.getByTestId('plan-filters').getByRole('button', { name: '查询' }).click();
  const row = page
    .getByTestId('operation-plan-table')
    .locator('tbody tr')
    .filter({ hasText: NAME });
  await expect(row.getByTestId('plan-status')).toHaveText('草稿');
  await row.getByTestId('plan-start').click();
  await page.getByTestId('confirm-ok').click();
  await expect(row.getByTestId('plan-status')).toHaveText('运行中');
  // the first step is a job on the server's runner: the funnel fills once it has run
  await expect(async () => {
    await page.reload();
    await page.getByTestId('plan-filter-name').fill(NAME);
    await page.getByTestId('plan-filters').getByRole('button', { name: '查询' }).click();
    await expect(row.getByTestId('plan-entered')).not.toHaveText('0', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await row.getByTestId('plan-funnel').click();
  const funnel = page.locator('[data-testid="plan-funnel"][data-state="open"]');
  await expect(funnel.getByTestId('plan-funnel-table')).toContainText('进入计划');
  await page.screenshot({ path: 'test-results/marketing/operation-plan-funnel-1440.png' });
  await page.keyboard.press('Escape');
  await expect(funnel).toBeHidden();
  await row.getByTestId('plan-pause').click();
  await page.getByTestId('confirm-ok').click();
  await expect(row.getByTestId('plan-status')).toHaveText('已暂停');
  await row.getByTestId('plan-resume').click();
  await expect(row.getByTestId('plan-status')).toHaveText('运行中');
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`/operation-plan is built, fits ${width}px and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin', 'Admin@123');
    await page.goto('/operation-plan?view=journeys');
    await expect(page.getByTestId('operation-plan-table').locator('tbody tr').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('功能建设中')).toHaveCount(0);
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(fits, `overflows at ${width}px`).toBe(true);
    await page.screenshot({ path: `test-results/marketing/operation-plan-${width}.png` });
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('plan-create').click();
    await expect(page.locator('[data-testid="plan-form"][data-state="open"]')).toBeVisible();
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await page.screenshot({ path: `test-results/marketing/operation-plan-editor-${width}.png` });
    await expectNoSeriousAxeViolations(page);
  });
}
