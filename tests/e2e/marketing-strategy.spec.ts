import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { signIn } from './shell-helpers';

// issue #20 /marketing-strategy 营销策略: the hub shows live figures from the seeded campaigns,
// plans and audiences, an alert that leads to its page, and shortcuts; 1440×900 and 390×844
// with axe and no overflow.

test('/marketing-strategy: live figures, an alert leads to its page, shortcuts open the area', async ({
  page,
}) => {
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/marketing-strategy');
  await expect(page.getByTestId('marketing-strategy-page')).toBeVisible();
  await expect(page.getByTestId('hub-revenue')).not.toContainText(/^\D*0(\.00)?\D*$/);
  await expect(page.getByTestId('top-campaigns')).toContainText('触达');
  const alerts = page.getByTestId('marketing-alerts');
  await expect(alerts).toContainText('已暂停');
  await alerts.getByRole('listitem').filter({ hasText: '已暂停' }).getByRole('button').click();
  await expect(page).toHaveURL(/\/operation-plan$/);
  await expect(page.getByTestId('operation-plan-page')).toBeVisible();
  await page.goto('/marketing-strategy');
  await page.getByRole('button', { name: '营销活动', exact: true }).click();
  await expect(page.getByTestId('marketing-page')).toBeVisible();
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`/marketing-strategy is built, fits ${width}px and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin', 'Admin@123');
    await page.goto('/marketing-strategy');
    await expect(page.getByTestId('top-campaigns')).toContainText('触达', { timeout: 20_000 });
    await expect(page.getByText('功能建设中')).toHaveCount(0);
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(fits, `overflows at ${width}px`).toBe(true);
    await page.screenshot({
      path: `test-results/marketing/marketing-strategy-${width}.png`,
      fullPage: true,
    });
    await expectNoSeriousAxeViolations(page);
  });
}
