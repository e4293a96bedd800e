import { expect, test, type Page } from '@playwright/test';
import { menuCodeForPath } from '../../contract/menu-codes';
import { expectNoSeriousAxeViolations } from './axe-check';
import { changeInitialPassword, dismissToasts, signIn } from './shell-helpers';

// issue #41 "Done when" (Playwright; docs/permissions.md, docs/handover.md): an admin creates a
// 本人-scoped role without the export right, adds a salesperson with it and links them to a
// directory employee; the salesperson signs in, sees only that employee's customers, is
// offered no export (and the server refuses one), hands a customer over to a colleague and
// sees the record's result in 转接记录. The demo tenant's seeded customers are used as they are.

const ROLE = 'E2E本人销售';
const ACCOUNT = 'e2e.sales';
const CUSTOMER_LIST = menuCodeForPath('/customer-list') ?? '';

interface Employee {
  id: number;
  name: string;
}

interface Customer {
  id: number;
  name: string;
  employees: Employee[];
}

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/** The API headers of the session the page holds (the shell keeps them in localStorage). */
async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({
    authorization: `Bearer ${localStorage.getItem('Authorization') ?? ''}`,
    'x-tenant': localStorage.getItem('X-Tenant') ?? '',
  }));
}

test('a 本人 salesperson without export sees only their customers and hands one over', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/customer-list');
  await expect(page.getByTestId('customer-table').locator('tbody tr').first()).toBeVisible();

  // The employee the salesperson will be: the one who added the admin's first customer (read,
  // not seeded), and how many customers the whole tenant has.
  const admin = await sessionHeaders(page);
  const everything = await page.request.get('/scrm/v1/customer/customers?page=1&page_size=20', {
    headers: admin,
  });
  const all = (await everything.json()) as {
    data: { total: number; list: Array<{ employees: Employee[] }> };
  };
  const employee = all.data.list.find((row) => row.employees.length > 0)?.employees[0];
  expect(employee).toBeDefined();
  const own = employee as Employee;

  // 1. the role: /customer-list only, 本人, no action right (the export box stays empty)
  await page.goto('/role-manage');
  const roles = page.getByTestId('role-table');
  await expect(roles).toContainText('超级管理员');
  await page.getByRole('button', { name: '新建角色' }).click();
  const form = page.getByTestId('role-form');
  await form.getByLabel('角色名称').fill(ROLE);
  await form.getByLabel('描述').fill('只看自己客户的销售');
  await expect(form.getByRole('combobox', { name: '数据范围' })).toHaveValue('self');
  await form.getByTestId(`permission-${CUSTOMER_LIST}`).check();
  await expect(form.getByTestId('permission-action-export')).not.toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/sales-scope-role-1440.png', fullPage: true });
  await form.getByRole('button', { name: '保存' }).click();
  const roleRow = roles.locator('tbody tr', { hasText: ROLE });
  await expect(roleRow).toContainText('客户列表');
  await expect(roleRow).toContainText('本人');

  // 2. the salesperson's account with that role, linked to the employee
  await page.getByRole('tab', { name: '成员' }).click();
  await page.getByRole('button', { name: '添加成员' }).click();
  const userForm = page.getByTestId('user-form');
  await userForm.getByLabel('登录账号').fill(ACCOUNT);
  await userForm.getByLabel('姓名').fill('销售小李');
  await userForm.getByRole('combobox', { name: '角色' }).selectOption({ label: ROLE });
  await userForm.getByRole('button', { name: '添加' }).click();
  const password = (await page.getByTestId('shown-password').innerText()).trim();
  await page.getByTestId('password-done').click();
  const userRow = page.getByTestId('user-table').locator('tbody tr', { hasText: ACCOUNT });
  await expect(userRow).toContainText(ROLE);
  const link = page.getByRole('combobox', { name: `${ACCOUNT}关联的员工`, exact: true });
  await expect(link.locator(`option[value="${own.id}"]`)).toHaveCount(1);
  await link.selectOption(String(own.id));
  await expect(link).toHaveValue(String(own.id));
  await expect(link.locator('option:checked')).toHaveText(own.name);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/sales-scope-members-1440.png', fullPage: true });

  // 3. the salesperson signs in (the admin's password is changed first, issue #32)
  const salesContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const sales = await salesContext.newPage();
  await sales.addLocatorHandler(sales.getByTestId('notice-popup'), async () => {
    await sales.getByTestId('notice-popup-ok').click();
  });
  const chosen = await changeInitialPassword(sales, ACCOUNT, password);
  await signIn(sales, ACCOUNT, chosen, { fresh: true });
  await sales.goto('/customer-list');
  const table = sales.getByTestId('customer-table');
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();

  // only their customers: exactly the customers the admin finds added by that employee (a
  // customer belongs to every employee who added them), fewer than the tenant's
  const list = async (page: Page, filter = '') => {
    const answer = await page.request.get(
      `/scrm/v1/customer/customers?page=1&page_size=20${filter}`,
      { headers: await sessionHeaders(page) },
    );
    return ((await answer.json()) as { data: { total: number; list: Customer[] } }).data;
  };
  const scoped = await list(sales);
  const theirs = await list(page, `&employee_ids=${own.id}`);
  expect(scoped.total).toBeGreaterThan(0);
  expect(scoped.total).toBeLessThan(all.data.total);
  expect(scoped.total).toBe(theirs.total);
  expect(scoped.list.map((row) => row.id)).toEqual(theirs.list.map((row) => row.id));
  await expect(rows).toHaveCount(Math.min(scoped.total, 20));
  const shown = await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
  shown.forEach((text, index) => expect(text).toContain(scoped.list[index]?.name ?? '-'));

  // cannot export: no 导出 button, the reason in its place, and the server refuses the call
  await expect(sales.getByTestId('export-open')).toHaveCount(0);
  const noRight = sales.getByTestId('export-no-right');
  await expect(noRight).toHaveText('无导出权限');
  await expect(noRight).toHaveAttribute('title', '当前角色没有导出权限，请联系管理员');
  const refused = await sales.request.post('/scrm/v1/setting/export-log/create', {
    headers: await sessionHeaders(sales),
    data: { type: 'customer_list', format: 'csv', columns: ['name'], filters: {} },
  });
  expect(refused.status()).toBe(403);
  await expectNoSeriousAxeViolations(sales);
  await sales.screenshot({ path: 'test-results/sales-scope-customers-1440.png', fullPage: true });

  // 4. hand the first customer over to a colleague (在职转接)
  const customer = scoped.list[0]?.name ?? '';
  await expect(rows.first()).toContainText(customer);
  await table.getByRole('checkbox', { name: '选择第 1 行' }).check();
  await sales.getByTestId('batch-handover').click();
  const from = sales.getByTestId('handover-from');
  await from.selectOption(String(own.id));
  const to = sales.getByTestId('handover-to');
  await expect(to.locator('option')).not.toHaveCount(1);
  await to.selectOption({ index: 1 });
  await expectNoSeriousAxeViolations(sales);
  await sales.screenshot({ path: 'test-results/sales-scope-handover-1440.png' });
  await sales.getByTestId('handover-submit').click();
  await expect(sales.getByText(/已提交 \d+ 位/)).toBeVisible();
  await dismissToasts(sales);

  // the result: the customer's record in 转接记录 once the job has sent it (no longer 待发送;
  // the drawer reads again every 30 s while a record waits)
  await sales.getByTestId('handover-records-open').click();
  const record = sales.getByTestId('handover-records-table').locator('tr', { hasText: customer });
  await expect(record.first()).toContainText(own.name);
  await expect(record.first()).toContainText(
    /等待接替|已接替|客户拒绝|接替成员客户达上限|转接过于频繁|转接失败|正在转接中/,
    { timeout: 75_000 },
  );
  await expectNoSeriousAxeViolations(sales);
  await sales.screenshot({ path: 'test-results/sales-scope-records-1440.png' });
  await sales.keyboard.press('Escape');

  // the customer list at a phone's width
  await sales.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first()).toBeVisible();
  await noOverflow(sales);
  await expectNoSeriousAxeViolations(sales);
  await sales.screenshot({ path: 'test-results/sales-scope-customers-390.png', fullPage: true });
  await salesContext.close();
});
