import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { signIn } from './shell-helpers';

/** Axe measures the page at rest: no hover state, no colour transition under way. */
async function expectAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await expectNoSeriousAxeViolations(page);
}

// issue #17 "Done when" (Playwright): an SMS send with a rejected signature fixed and
// resubmitted; the part count and cost shown before sending; screenshots at 1440 and 390.

test('an SMS signature is rejected, fixed, resubmitted, and a send goes out with its cost', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/marketing-msg');
  await expect(page.getByTestId('marketing-msg-page')).toBeVisible();
  const stamp = Date.now().toString(36).slice(-4);
  await page.getByTestId('sms-signature-name').fill(`测试${stamp}`);
  await page.getByRole('button', { name: '提交审核' }).first().click();
  const row = page.getByTestId('sms-signatures-row').filter({ hasText: `测试${stamp}` });
  await expect(row.getByTestId('review-status')).toHaveText('已驳回', { timeout: 20_000 });
  await row.getByRole('textbox').fill(`星河${stamp}`);
  await row.getByRole('button', { name: '重新提交' }).click();
  const fixed = page.getByTestId('sms-signatures-row').filter({ hasText: `星河${stamp}` });
  await expect(fixed.getByTestId('review-status')).toHaveText('已通过', { timeout: 20_000 });

  await page.getByLabel('发送名称').fill(`E2E短信${stamp}`);
  await page.getByTestId('sms-pick-signature').selectOption({ label: `星河${stamp}` });
  await page.getByTestId('sms-pick-template').selectOption({ index: 1 });
  await page.getByLabel('手机号').fill('13800000001\n13800000002\n13800000001');
  await expect(page.getByTestId('sms-estimate')).toContainText('2 个号码');
  await expect(page.getByTestId('sms-estimate')).toContainText('计 1 条/人');
  await page.getByTestId('sms-send').click();
  // issue #38 item 7: the numbers, the text and the cost, then 发送.
  await expect(page.getByTestId('sms-confirm')).toContainText('2 个号码');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText(/已发送，扣费 [\d.]+ 元/)).toBeVisible();
  await expect(page.getByTestId('sms-sends')).toContainText(`E2E短信${stamp}`);
  await expectAccessible(page);
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/reach-sms-${width}.png`, fullPage: true });
  }
});
