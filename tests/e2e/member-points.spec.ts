import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './shell-helpers';

// issue #8 "Done when" (Playwright): an operator sets a rule for one platform, the sandbox
// completes an order for a bound member (POST /sandbox/shop/orders, the call behind
// `npm run shop -- order`), the conversion and the new balance show on /order-points, and a
// manual deduction larger than the balance is refused with a clear message.

const PLATFORM = 16; // 视频号小店: linked in the demo seed, no rule yet
const AMOUNT = '128.80';

interface Api {
  headers: Record<string, string>;
}

interface MemberRow {
  member_id: number;
  external_user_id: string;
  name: string;
  points_balance: string;
}

/** 2 decimals with thousands separators (spec §9, formatMoney). */
const points = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function apiSession(request: APIRequestContext): Promise<Api> {
  const response = await request.post('/scrm/v1/auth/login', {
    data: { account: 'operator', password: 'Operator@123' },
  });
  const { data } = (await response.json()) as { data: { token: string; tenant_id: string } };
  return { headers: { authorization: `Bearer ${data.token}`, 'x-tenant': data.tenant_id } };
}

async function boundMember(request: APIRequestContext, api: Api): Promise<MemberRow> {
  const response = await request.post('/scrm/v1/member/query-member-list', {
    headers: api.headers,
    data: { bind_status: 1, page_size: 1 },
  });
  const body = (await response.json()) as { data: { list: MemberRow[] } };
  const member = body.data.list[0];
  if (!member) throw new Error('the demo seed has no bound member');
  return member;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

test('an operator sets a platform rule, a sandbox order converts, and an over-deduction is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiSession(request);
  const member = await boundMember(request, api);
  await signIn(page, 'operator', 'Operator@123');
  await page.goto('/order-points');
  await expect(page.getByTestId('market-state')).toHaveText('已关联 4 个店铺');

  // 1. The rule for the video-account shop: on, 5 yuan a point, on completion.
  const card = page.getByTestId(`rule-card-${PLATFORM}`);
  await expect(card.getByTestId('rule-state')).toHaveText('未设置');
  await card.getByRole('button', { name: '设置规则' }).click();
  const drawer = page.getByTestId('rule-drawer');
  await expect(drawer.getByTestId('rule-amount')).toBeVisible();
  await drawer.getByTestId('rule-amount').fill('0');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('每积分所需金额不能为0')).toBeVisible();
  await drawer.getByTestId('rule-amount').fill('5');
  await drawer.getByTestId('rule-status').click();
  await expect(drawer.getByText('示例：订单实付 128.80 元可得 25.00 积分')).toBeVisible();
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('积分规则已保存')).toBeVisible();
  await expect(card.getByTestId('rule-state')).toHaveText('已启用');
  await expect(card.getByTestId('rule-rate')).toHaveText('每 5.00 元 = 1 积分');

  // 2. The sandbox shop completes an order for the bound member (1 → 2 → 3).
  const sold = await request.post('/sandbox/shop/orders', {
    headers: api.headers,
    data: {
      platform_type: PLATFORM,
      external_user_id: member.external_user_id,
      amount: AMOUNT,
      status: 3,
    },
  });
  const order = (
    (await sold.json()) as { data: { order_no: string; points_change: string; balance: string } }
  ).data;
  expect(order.points_change).toBe('25.00');
  const balance = Number(member.points_balance) + 25;

  // 3. The conversion shows, filtered by its order number.
  await openTab(page, '兑换记录');
  await page.getByTestId('conversion-filter-order').fill(order.order_no);
  await page.getByTestId('conversion-filters').getByRole('button', { name: '查询' }).click();
  const conversion = page.getByTestId('conversion-table').locator('tbody tr');
  await expect(conversion).toHaveCount(1);
  await expect(conversion).toContainText(order.order_no);
  await expect(conversion).toContainText('视频号小店');
  await expect(conversion).toContainText('128.80');
  await expect(conversion).toContainText('已完成');
  await expect(conversion.getByTestId('conversion-points')).toHaveText('+25.00');
  await expect(conversion).toContainText(member.name);

  // 4. The member's new balance.
  await openTab(page, '会员');
  await page.getByTestId('member-filter-keyword').fill(member.external_user_id);
  await page.getByTestId('member-filters').getByRole('button', { name: '查询' }).click();
  const row = page.getByTestId('member-table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('member-points')).toHaveText(points(balance));

  // 5. Deducting more than the balance is refused, and the balance stays.
  await row.getByTestId('member-adjust').click();
  const dialog = page.getByTestId('adjust-dialog');
  await expect(dialog.getByTestId('adjust-balance')).toHaveText(points(balance));
  await dialog.getByTestId('adjust-deduct').click();
  await dialog.getByTestId('adjust-points').fill(String(balance + 1));
  await dialog.getByTestId('adjust-reason').fill('兑换礼品');
  await page.getByTestId('adjust-submit').click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `扣减积分不能超过会员当前积分余额（当前余额 ${balance.toFixed(2)}）`,
  );
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('member-points')).toHaveText(points(balance));

  // 6. The grant is in the member's points history.
  await row.getByRole('button', { name: '详情' }).click();
  const detail = page.getByTestId('member-detail');
  await expect(detail.getByTestId('detail-balance')).toHaveText(points(balance));
  await detail.getByRole('button', { name: '查看全部积分明细' }).click();
  const history = page.getByTestId('history-table').locator('tbody tr').first();
  await expect(history).toContainText('订单获得');
  await expect(history.getByTestId('history-points')).toHaveText('+25.00');
  await expect(history).toContainText(order.order_no);
});
