import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { signIn } from './shell-helpers';

// issue #22 "Done when" (Playwright): change the attribution rule, complete an order in the
// sandbox shop, see the order attributed with its reason in /performance-order; then adjust it
// by hand with a required reason. Screenshots at 1440×900 and 390×844, axe, no overflow.

async function apiHeaders(request: APIRequestContext) {
  const response = await request.post('/scrm/v1/auth/login', {
    data: { account: 'admin', password: 'Admin@123' },
  });
  const { data } = (await response.json()) as { data: { token: string; tenant_id: string } };
  return { authorization: `Bearer ${data.token}`, 'x-tenant': data.tenant_id };
}

async function boundBuyer(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.post('/scrm/v1/member/query-member-list', {
    headers,
    data: { bind_status: 1, page_size: 1 },
  });
  const body = (await response.json()) as { data: { list: { external_user_id: string }[] } };
  const member = body.data.list[0];
  if (!member) throw new Error('the demo seed has no bound member');
  return member.external_user_id;
}

async function noOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await noOverflow(page);
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a rule change attributes the next sandbox order with its reason; a hand change needs a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const headers = await apiHeaders(request);
  await signIn(page, 'admin', 'Admin@123');
  await page.setViewportSize({ width: 1440, height: 900 });

  // 1. /performance-rule: a lock window over 365 days is refused, then the rule is saved.
  await page.goto('/performance-rule');
  const inForce = page.getByTestId('rule-in-force');
  await expect(inForce).toContainText('规则#', { timeout: 20_000 });
  await page.getByTestId('rule-mode').selectOption('120');
  await page.getByTestId('rule-assign').selectOption('20');
  await page.getByTestId('rule-lock').fill('366');
  await page.getByTestId('rule-save').click();
  await expect(page.getByText('锁定期不能超过365天')).toBeVisible();
  await page.getByTestId('rule-lock').fill('0');
  await page.getByTestId('rule-preview-button').click();
  await expect(page.getByTestId('rule-preview')).toContainText('按此规则，上月');
  await shoot(page, 'company-performance-rule');
  await page.getByTestId('rule-save').click();
  await page.getByLabel('保存业绩规则').getByTestId('confirm-ok').click();
  await expect(page.getByText('业绩规则已保存')).toBeVisible();
  await expect(inForce).toContainText('管理员');
  const ruleId = (/规则#(\d+)/.exec((await inForce.textContent()) ?? '') ?? [])[1];
  expect(ruleId).toBeTruthy();
  await expect(page.getByTestId('rule-history')).toContainText(`#${ruleId}`);

  // 2. The sandbox shop completes an order for a bound buyer (1 → 2 → 3).
  const orderNo = `E2E-PERF-${Date.now()}`;
  const sold = await request.post('/sandbox/shop/orders', {
    headers,
    data: {
      platform_type: 1,
      external_user_id: await boundBuyer(request, headers),
      amount: '268.00',
      status: 3,
      order_no: orderNo,
    },
  });
  expect(((await sold.json()) as { code: number }).code).toBe(0);

  // 3. /performance-order shows it attributed under the new rule, with its reason.
  await page.goto('/performance-order');
  await page.getByTestId('filter-order-no').fill(orderNo);
  await page.getByRole('button', { name: '查询' }).click();
  const table = page.getByTestId('performance-order-table');
  const row = table.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('order-reason')).toContainText(`规则#${ruleId}：绑定后归属`);
  await expect(row.getByTestId('order-reason')).toContainText(
    /首个绑定电商的员工|首个添加好友的员工/,
  );
  await expect(row).toContainText('已完成');

  // 4. A hand change: refused without a reason, then saved and audited.
  await row.getByRole('button', { name: `调整归属 ${orderNo}` }).click();
  const dialog = page.getByTestId('adjust-dialog');
  await dialog.getByTestId('adjust-employee').selectOption('0');
  await page.getByTestId('adjust-save').click();
  await expect(dialog.getByText('请填写调整原因（至少2个字）')).toBeVisible();
  await dialog.getByTestId('adjust-reason').fill('客户到店改由门店结算');
  await page.getByTestId('adjust-save').click();
  await expect(page.getByText('业绩归属已调整')).toBeVisible();
  await expect(row.getByTestId('order-reason')).toContainText('手动调整');
  await expect(row).toContainText('未归属');

  // 5. The whole list as an operator sees it.
  await page.getByRole('button', { name: '重置' }).click();
  await expect(table.getByRole('row').nth(5)).toBeVisible();
  await shoot(page, 'company-performance-order');
});
