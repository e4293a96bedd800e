import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { signIn } from './shell-helpers';

// issue #19 "Done when" (Playwright): a group's detail shows a join made through the sandbox;
// a customer deleting an employee (sandbox event) appears in /loss-customer and the alert is
// recorded; a batch tag task tags a filtered set and shows progress; a custom field is
// created, filled in a customer's detail, and filters the customer list. Screenshots of every
// route at 1440×900 and 390×844 with the axe check.

const stamp = Date.now().toString(36).slice(-5);

async function api(request: APIRequestContext) {
  const login = await request.post('/scrm/v1/auth/login', {
    data: { account: 'admin', password: 'Admin@123' },
  });
  const { data } = (await login.json()) as { data: { token: string; tenant_id: string } };
  const headers = { authorization: `Bearer ${data.token}`, 'x-tenant': data.tenant_id };
  return {
    get: async <T>(url: string) =>
      ((await (await request.get(url, { headers })).json()) as { data: T }).data,
    post: async <T>(url: string, body: unknown) => {
      const answer = (await (await request.post(url, { headers, data: body })).json()) as {
        code: number;
        data: T;
        msg: string;
      };
      expect(answer.msg).toBe('success');
      return answer.data;
    },
  };
}

const openPopover = (page: Page): Locator =>
  page.locator('[data-scope="popover"][data-part="content"][data-state="open"]');

test('a join made through the sandbox shows in the group detail', async ({ page, request }) => {
  const admin = await api(request);
  const groups = await admin.get<{ list: { id: number; name: string }[] }>(
    '/scrm/v1/customer/groups',
  );
  const group = groups.list[0];
  const customers = await admin.get<{ list: { id: number; name: string }[] }>(
    '/scrm/v1/customer/customers?page_size=5',
  );
  const customer = customers.list[0];
  if (!group || !customer) throw new Error('seed missing');
  await admin.post('/scrm/v1/customer/sandbox/group-event', {
    group_id: group.id,
    customer_id: customer.id,
    change: 'add_member',
    join_scene: 3,
  });
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/group-list');
  await page.getByTestId('group-table').getByRole('button', { name: group.name }).first().click();
  await page.waitForURL(/\/group-list\/group-detail\?id=\d+/);
  const first = page
    .getByTestId('group-members')
    .locator('tbody tr')
    .filter({ hasText: customer.name })
    .first();
  await expect(first).toContainText(customer.name);
  await expect(first).toContainText('扫描群二维码');
  await expect(page.getByTestId('group-today-joins-value')).not.toHaveText('0');
});

test('a customer deleting an employee shows in /loss-customer and the alert is recorded', async ({
  page,
  request,
}) => {
  const admin = await api(request);
  await admin.post('/scrm/v1/customer/loss-settings', {
    notify_employee: true,
    notify_manager: false,
    mode: 'each',
    manager_ids: [],
  });
  const repeat = await admin.get<{
    list: { customer: { id: number; name: string }; links: { id: number }[] }[];
  }>('/scrm/v1/customer/repeat-customers');
  const target = repeat.list[0];
  if (!target?.links[0]) throw new Error('seed missing');
  await admin.post('/scrm/v1/customer/sandbox/relation-event', {
    customer_id: target.customer.id,
    employee_id: target.links[0].id,
    direction: 'customer',
  });
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/loss-customer');
  const first = page.getByTestId('loss-table').locator('tbody tr').first();
  await expect(first).toContainText(target.customer.name);
  await expect(first).toContainText('客户删除员工');
  await page.getByRole('button', { name: '提醒记录' }).click();
  await expect(page.getByTestId('loss-notices').locator('tbody tr').first()).toContainText(
    `客户「${target.customer.name}」删除了员工`,
  );
});

test('a batch tag task tags a filtered set and shows its progress', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/batch-tag/form');
  await page.getByLabel('任务名称').fill(`E2E批量${stamp}`);
  await page.getByTestId('batch-tags').click();
  const popover = openPopover(page);
  await popover.getByRole('button', { name: '高意向', exact: true }).click();
  await popover.getByRole('button', { name: '完成' }).click();
  await page.getByLabel('客户名称包含').fill('王');
  await page.getByRole('button', { name: '计算人数' }).click();
  await expect(page.getByTestId('batch-preview')).toContainText('位客户');
  const total = Number((await page.getByTestId('batch-preview').innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);
  await page.getByRole('button', { name: '保存' }).click();
  await page.waitForURL(/\/batch-tag$/);
  const row = page.getByTestId('batch-table').locator('tr', { hasText: `E2E批量${stamp}` });
  await expect(row).toContainText(`${total} / ${total}（100%）`, { timeout: 60_000 });
  await expect(row).toContainText('已完成');
  // The task list searches by name and filters by status.
  await page.getByPlaceholder('搜索任务名称').fill(`E2E批量${stamp}`);
  await page.getByLabel('状态').selectOption({ label: '已完成' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('pagination-total')).toContainText('共 1 条');
});

test('an empty /batch-tag table at 390 px fits and has no serious axe violation (scrollable region focusable)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/batch-tag');
  await page.getByPlaceholder('搜索任务名称').fill(`没有这个任务${stamp}`);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('batch-table').getByTestId('table-empty')).toBeVisible();
  await expect(page.getByTestId('table-loading')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.screenshot({ path: 'test-results/customer-ops/batch-tag-empty-390.png' });
  await expectNoSeriousAxeViolations(page);
});

test('a custom field is created, filled in a customer detail and filters the customer list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const field = `会员等级${stamp}`;
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/custom-info');
  await page.getByTestId('field-new').click();
  const dialog = page.getByTestId('field-dialog');
  await dialog.getByLabel('字段名称').fill(field);
  await dialog.getByText('在客户列表显示并可筛选').click();
  await page.getByTestId('field-save').click();
  await expect(page.getByTestId('field-table')).toContainText(field);

  await page.goto('/customer-list');
  const row = page.getByTestId('customer-table').locator('tbody tr').first();
  const name = (await row.locator('td').nth(1).innerText()).split('\n')[0]?.trim() ?? '';
  await row.getByRole('button', { name: '详情' }).click();
  const input = page.getByLabel(field, { exact: true });
  await input.fill(`黄金${stamp}`);
  await page.getByTestId('customer-fields-save').click();
  await expect(page.getByText('客户资料已保存')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('customer-field-filter').selectOption({ label: field });
  await page.getByTestId('customer-field-value').fill(`黄金${stamp}`);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('pagination-total')).toContainText('共 1 条');
  await expect(page.getByTestId('customer-table').locator('tbody tr').first()).toContainText(name);
});

const ROUTES = [
  ['/customer-strategy', 'customer-strategy-page'],
  ['/group-list', 'group-list-page'],
  ['/loss-customer', 'loss-customer-page'],
  ['/repeat-customer', 'repeat-customer-page'],
  ['/batch-tag', 'batch-tag-page'],
  ['/batch-tag/form', 'batch-tag-form'],
  ['/auto-tag', 'auto-tag-page'],
  ['/auto-tag/form', 'auto-tag-form'],
  ['/sync-tag', 'sync-tag-page'],
  ['/sync-tag/form', 'sync-tag-form'],
  ['/custom-info', 'custom-info-page'],
] as const;

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`every route of issue #19 is built, fits ${width}px and passes axe`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin', 'Admin@123');
    const groups = [...ROUTES, ['/group-list/group-detail?id=1', 'group-detail-page']] as const;
    for (const [path, testId] of groups) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByText('功能建设中')).toHaveCount(0);
      await expect(page.getByTestId('table-loading')).toHaveCount(0);
      const fits = await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      );
      expect(fits, `${path} overflows at ${width}px`).toBe(true);
      const name = path.replace(/^\//, '').replace(/[/?=]/g, '-');
      await page.screenshot({
        path: `test-results/customer-ops/${name}-${width}.png`,
        fullPage: false,
      });
      await expectNoSeriousAxeViolations(page);
    }
  });
}
