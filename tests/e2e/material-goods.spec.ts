import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { signIn } from './shell-helpers';

// issue #20 /material-goods: goods synced from the linked sandbox shops (a job the page follows
// to the end), and the material library (create, search, delete with confirmation); the page
// at 1440×900 and 390×844 with axe and no overflow.

const TITLE = `测试话术${Date.now().toString(36).slice(-4)}`;

test('goods sync from the sandbox shops and a library material is created, found and deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/material-goods');
  await expect(page.getByTestId('material-goods-page')).toBeVisible();
  await expect(page.getByTestId('goods-shop').first()).toBeVisible();
  await expect(page.getByTestId('goods-table').locator('tbody tr').first()).toBeVisible({
    timeout: 20_000,
  });
  await page.getByTestId('goods-sync').click();
  await expect(page.getByText('商品同步完成')).toBeVisible({ timeout: 30_000 });
  // filter: off-shelf goods only
  await page.getByRole('combobox', { name: '库存状态' }).selectOption({ label: '已下架' });
  await page.getByRole('button', { name: '查询' }).click();
  const rows = page.getByTestId('goods-table').locator('tbody tr');
  await expect(rows.first()).toContainText('已下架');

  await page.getByRole('button', { name: '素材库' }).click();
  await page.getByTestId('material-create').click();
  const form = page.locator('[data-testid="material-form"][data-state="open"]');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('素材标题不能为空')).toBeVisible();
  await form.getByLabel('标题').fill(TITLE);
  await form.getByLabel('内容').fill('{客户昵称}您好，周末到店有惊喜～');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('searchbox', { name: '标题或标签' }).fill(TITLE);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByTestId('material-table').locator('tbody tr').filter({ hasText: TITLE });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByTestId('confirm-ok').click();
  await expect(row).toHaveCount(0);
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`/material-goods is built, fits ${width}px and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin', 'Admin@123');
    await page.goto('/material-goods');
    await expect(page.getByTestId('goods-table').locator('tbody tr').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('功能建设中')).toHaveCount(0);
    for (const view of ['goods', 'library'] as const) {
      if (view === 'library') {
        await page.getByRole('button', { name: '素材库' }).click();
        await expect(page.getByTestId('material-table').locator('tbody tr').first()).toBeVisible();
      }
      const fits = await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      );
      expect(fits, `${view} overflows at ${width}px`).toBe(true);
      await page.screenshot({ path: `test-results/material/material-goods-${view}-${width}.png` });
      await expectNoSeriousAxeViolations(page);
    }
  });
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`/material-strategy hub shows live figures, fits ${width}px and passes axe`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin', 'Admin@123');
    await page.goto('/material-strategy');
    await expect(page.getByTestId('material-strategy-page')).toBeVisible();
    await expect(page.getByTestId('top-radars').getByRole('button').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('功能建设中')).toHaveCount(0);
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(fits, `overflows at ${width}px`).toBe(true);
    await page.screenshot({
      path: `test-results/material/material-strategy-${width}.png`,
      fullPage: true,
    });
    await expectNoSeriousAxeViolations(page);
    if (width === 1440) {
      await page.getByTestId('top-radars').getByRole('button').first().click();
      await expect(page.getByTestId('radar-detail-page')).toBeVisible();
    }
  });
}
