import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { signIn } from './shell-helpers';
import { chinaClock } from '../../contract/china-time';

// issue #16 "Done when" (Playwright): set a time-period welcome, scan a channel code as a
// customer inside and outside the period, see which welcome was sent and why in the log;
// the employee-already-has-one error inline; a group welcome sent on a sandbox join.
// Screenshots at 1440×900 and 390×844 into test-results/.

const stamp = Date.now().toString(36).slice(-5);

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `test-results/welcome-${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.screenshot({ path: `test-results/welcome-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A signed-in API call from the page (same headers as the console). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p as string, {
        method: m as string,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('Authorization') ?? ''}`,
          'X-Tenant': localStorage.getItem('X-Tenant') ?? '',
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return ((await response.json()) as { data: unknown }).data;
    },
    [method, path, body] as const,
  ) as Promise<T>;
}

/** China weekday now (1 Monday … 7 Sunday). */
function chinaWeekday() {
  return chinaClock(new Date()).weekday;
}
const WEEKDAYS = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'];

async function pickOnlyWeekday(page: Page, index: number, weekday: number) {
  const period = page.getByTestId(`welcome-period-${index}`);
  for (let day = 1; day <= 7; day += 1) {
    const button = period.getByRole('button', { name: WEEKDAYS[day], exact: true });
    const pressed = (await button.getAttribute('aria-pressed')) === 'true';
    if (pressed !== (day === weekday)) await button.click();
  }
}

test('welcome: a time-period welcome chosen inside and outside the period, shown in the log with why', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/welcome');
  await expect(page.getByTestId('welcome-priority')).toContainText(
    '渠道活码自带欢迎语 > 员工欢迎语 > 默认欢迎语',
  );
  await expect(page.getByTestId('welcome-table')).toContainText('默认', { timeout: 15_000 });
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'list');

  // An employee without a welcome of their own, and a channel code routing to them that
  // leaves the welcome to the welcome page (welcome_type 2).
  const welcomes = await api<{ list: { employees: { id: number }[] }[] }>(
    page,
    'GET',
    '/scrm/v1/acquiring/welcomes?page_size=100',
  );
  const taken = new Set(welcomes.list.flatMap((row) => row.employees.map((x) => x.id)));
  const directory = await api<{ employees: { id: number; name: string }[] }>(
    page,
    'GET',
    '/scrm/v1/company/directory/options',
  );
  const free = directory.employees.find((employee) => !taken.has(employee.id))!;
  const groups = await api<{ id: number; is_default: boolean }[]>(
    page,
    'GET',
    '/scrm/v1/acquiring/channel-code/groups',
  );
  const created = await api<{ id: number }>(page, 'POST', '/scrm/v1/acquiring/channel-codes', {
    name: `E2E欢迎${stamp}`,
    group_id: groups.find((group) => group.is_default)!.id,
    employee_ids: [free.id],
    welcome_type: 2,
  });
  const code = await api<{ scan_path: string }>(
    page,
    'GET',
    `/scrm/v1/acquiring/channel-codes/${created.id}`,
  );

  // A welcome for that employee with one period covering now: every day, 00:00-23:55 China
  // time (the test is not run in the last five minutes of a China day).
  await page.getByTestId('welcome-create').click();
  const form = page.getByTestId('welcome-form');
  await form.getByTestId('welcome-employee-picker').click();
  await page.getByLabel('搜索员工姓名').fill(free.name);
  await page.getByRole('checkbox', { name: free.name }).first().check();
  await page.getByRole('button', { name: '完成' }).click();
  await form.getByTestId('welcome-composer').getByTestId('composer-text').fill(`主欢迎语${stamp}`);
  await form.getByTestId('welcome-periods-toggle').click();
  for (let day = 1; day <= 5; day += 1) {
    await form
      .getByTestId('welcome-period-0')
      .getByRole('button', { name: WEEKDAYS[day], exact: true })
      .click();
  }
  await form.getByTestId('period-0-start-hour').selectOption('00');
  await form.getByTestId('period-0-end-hour').selectOption('23');
  await form.getByTestId('period-0-end-minute').selectOption('55');
  await form.getByTestId('period-0-composer').getByTestId('composer-text').fill(`时段内${stamp}`);
  await shoot(page, 'form');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form).toBeHidden();

  // Scan inside the period.
  const customer = await browser.newPage();
  await customer.goto(`${code.scan_path}?name=${encodeURIComponent(`时段内客户${stamp}`)}`);
  await customer.getByRole('button', { name: '添加好友' }).click();
  await expect(customer.getByText('添加成功')).toBeVisible();

  // Move the period to another weekday: the next scan is outside it.
  await page
    .getByTestId('welcome-table')
    .getByRole('row')
    .filter({ hasText: free.name })
    .getByRole('button', { name: '编辑' })
    .click();
  await expect(form.getByTestId('period-0-composer').getByTestId('composer-text')).toHaveValue(
    `时段内${stamp}`,
  );
  await pickOnlyWeekday(page, 0, (chinaWeekday() % 7) + 1);
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form).toBeHidden();
  await customer.goto(`${code.scan_path}?name=${encodeURIComponent(`时段外客户${stamp}`)}`);
  await customer.getByRole('button', { name: '添加好友' }).click();
  await expect(customer.getByText('添加成功')).toBeVisible();
  await customer.close();

  // spec §8: the same employee again answers 101114002, shown on the employee field.
  await page.getByTestId('welcome-create').click();
  await form.getByTestId('welcome-employee-picker').click();
  await page.getByLabel('搜索员工姓名').fill(free.name);
  await page.getByRole('checkbox', { name: free.name }).first().check();
  await page.getByRole('button', { name: '完成' }).click();
  await form.getByTestId('welcome-composer').getByTestId('composer-text').fill('重复的欢迎语');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form.getByTestId('welcome-employees-field')).toContainText('欢迎语员工已存在');
  // issue #37: Escape asks before it drops what was typed.
  await page.keyboard.press('Escape');
  await expect(page.getByText('放弃未保存的修改？')).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(form).toBeHidden();

  // The log: filter by the code; both adds with the welcome chosen and why.
  await page.getByTestId('welcome-tab-log').click();
  await page.getByTestId('log-filter-code').selectOption({ label: `E2E欢迎${stamp}` });
  await page
    .getByTestId('welcome-log-filters')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const table = page.getByTestId('welcome-log-table');
  const inside = table.getByRole('row').filter({ hasText: `时段内客户${stamp}` });
  await expect(inside).toContainText('员工欢迎语·时段');
  await expect(inside).toContainText(`时段内${stamp}`);
  const outside = table.getByRole('row').filter({ hasText: `时段外客户${stamp}` });
  await expect(outside).toContainText('员工欢迎语');
  await expect(outside).toContainText(`主欢迎语${stamp}`);
  await expect(page.getByTestId('log-sent')).toContainText('2');
  // Axe reads colours as painted: let the 查询 button leave its hover/press transition.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'log');
});

test('group welcome: a template for a group, a sandbox join, the log shows it sent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/group-welcome');
  await expect(page.getByTestId('gwelcome-table')).toContainText('新人入群欢迎', {
    timeout: 15_000,
  });
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'group-list');

  await page.getByTestId('gwelcome-create').click();
  const form = page.getByTestId('gwelcome-form');
  await form.getByLabel('模板名称').fill(`E2E入群${stamp}`);
  await form
    .getByTestId('gwelcome-composer')
    .getByTestId('composer-text')
    .fill('欢迎入群，先看群公告');
  // The platform refuses a group welcome when the group's owner holds no interface licence
  // (seat, docs/domain.md §7): take the oldest group whose owner holds one.
  const groups = await api<Array<{ id: number; name: string; owner: { id: number } | null }>>(
    page,
    'GET',
    '/scrm/v1/acquiring/group-welcome-groups',
  );
  const seated = new Set<number>();
  for (let index = 1; ; index += 1) {
    const employees = await api<{
      list: Array<{ id: number; seat_status: number }>;
      total: number;
    }>(page, 'GET', `/scrm/v1/company/employees?page=${index}&page_size=100`);
    for (const employee of employees.list) if (employee.seat_status === 1) seated.add(employee.id);
    if (index * 100 >= employees.total) break;
  }
  const target = [...groups].reverse().find((item) => item.owner && seated.has(item.owner.id));
  expect(target, 'a group whose owner holds a seat').toBeDefined();
  const groupName = target?.name ?? '';
  await form.getByTestId('gwelcome-groups').getByRole('textbox').fill(groupName);
  const escaped = groupName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await form
    .getByTestId('gwelcome-groups')
    .getByRole('checkbox', { name: new RegExp(`^${escaped}(?!\\d)`) })
    .check();
  await shoot(page, 'group-form');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('gwelcome-table')).toContainText(`E2E入群${stamp}`);

  const row = page
    .getByTestId('gwelcome-table')
    .getByRole('row')
    .filter({ hasText: `E2E入群${stamp}` });
  const group = (await row.innerText()).match(/群：([^\n、]+)/)?.[1]?.trim() ?? groupName;
  await page.getByTestId('gwelcome-simulate').click();
  await page.getByTestId('gwelcome-sim-group').selectOption({ label: group });
  await page.getByTestId('gwelcome-sim-submit').click();
  const log = page.getByTestId('gwelcome-log-table');
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: `E2E入群${stamp}` })
      .first(),
  ).toContainText('已发送', { timeout: 15_000 });
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'group-log');
});
