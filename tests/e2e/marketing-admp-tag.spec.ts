import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { signIn } from './shell-helpers';

// issue #20 /admp-tag: the RFM distribution from the seeded orders, a segment filters the
// customer list, saving the rules recomputes (a job) and the figures follow; the page at
// 1440×900 and 390×844 with axe and no overflow.

test('a segment filters the tagged customers and saving the rules recomputes them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/admp-tag');
  await expect(page.getByTestId('admp-tag-page')).toBeVisible();
  const table = page.getByTestId('rfm-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const champions = page.getByTestId('rfm-segment-111');
  const count = Number((await champions.innerText()).replace(/\D/g, '') || '0');
  await champions.click();
  await expect(page.getByTestId('pagination-total').last()).toContainText(`共 ${count} 条`);
  // a stricter frequency leaves fewer champions
  const settings = page.getByTestId('rfm-settings');
  await settings.getByLabel('消费频次不少于（次）').fill('999');
  await settings.getByTestId('rfm-save').click();
  await expect(champions).toContainText(/\b0 人/, { timeout: 30_000 });
  await settings.getByLabel('消费频次不少于（次）').fill('2');
  await settings.getByTestId('rfm-save').click();
  await expect(champions).not.toContainText(/\b0 人/, { timeout: 30_000 });
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`/admp-tag is built, fits ${width}px and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin', 'Admin@123');
    await page.goto('/admp-tag');
    await expect(page.getByTestId('rfm-table').locator('tbody tr').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('功能建设中')).toHaveCount(0);
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(fits, `overflows at ${width}px`).toBe(true);
    await page.screenshot({ path: `test-results/marketing/admp-tag-${width}.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });
}
