import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe-check';

// issue #36: the first-setup page (/setup, public, server-rendered) at a phone, a tablet and a
// desktop size: no sideways overflow and no serious or critical axe violation (every WCAG 2
// A/AA rule: the page is small) in each of its states: the form with the token taken from the
// link's fragment, the form showing a refusal (a weak password: the rule), and the card a used
// or unknown link gets. Nothing is created: the e2e server has its demo tenants, and the token
// here was never issued.
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const UNISSUED = 'e2e-token-never-issued-000000000000000000000';

async function expectFitsAndPassesAxe(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test(`/setup at ${viewport.width}×${viewport.height}: the form, a refusal and a spent link fit the width with no serious axe violation`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/setup#token=${UNISSUED}`);
    await expect(page.getByRole('heading', { name: '初始化企业' })).toBeVisible();
    // The script moved the token from the fragment into the form.
    await expect(page.getByLabel('设置码')).toHaveValue(UNISSUED);
    await expectFitsAndPassesAxe(page);

    await page.getByLabel('企业名称').fill('端到端测试企业');
    await page.getByLabel('企业ID').fill('e2e-setup');
    await page.getByLabel('管理员账号').fill('e2e-setup-admin');
    await page.getByLabel('管理员密码').fill('password123');
    await page.getByRole('button', { name: '创建企业' }).click();
    await expect(page.getByRole('alert')).toContainText('至少');
    await expectFitsAndPassesAxe(page);

    await page.getByLabel('管理员密码').fill('Strong#Setup2026');
    await page.getByRole('button', { name: '创建企业' }).click();
    await expect(page.getByRole('heading', { name: '设置链接已失效' })).toBeVisible();
    await expectFitsAndPassesAxe(page);
  });
}
