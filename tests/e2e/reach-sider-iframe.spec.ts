import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { signIn } from './shell-helpers';

// issue #18 /sider-iframe, /sider-iframe/config and the chat sidebar H5 against the real
// server. Screenshots at 1440×900 and 390×844 (looked at), axe on each page, no overflow.

const port = process.env.E2E_PORT ?? '4310';
const SIDER_HOST = `http://127.0.0.2:${port}`;
const stamp = Date.now().toString(36).slice(-5);

async function check(page: Page, name: string, widths: readonly number[] = [1440, 390]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${name} at ${width}px overflows`).toBeLessThanOrEqual(0);
    await page.mouse.move(0, 0);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/sider-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: widths[0] ?? 1440, height: widths[0] === 390 ? 844 : 900 });
}

/** A call with the signed-in console session (what the console does). */
async function api<T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ([method, url, body]) => {
      const response = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('Authorization') ?? ''}`,
          'X-Tenant': localStorage.getItem('X-Tenant') ?? '',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    [method, url, body] as const,
  );
  expect((answer as { code: number }).code, `${method} ${url}`).toBe(0);
  return (answer as { data: T }).data;
}

test('/sider-iframe: pages with their sidebar URL, disable with confirmation, order, rename, preview', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/sider-iframe');
  const table = page.getByTestId('sider-iframe-table');
  await expect(table.getByText('客户画像', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(table.getByTestId('sider-url').first()).toHaveText(`${SIDER_HOST}/sidebar/profile`);
  await expect(page.getByTestId('pagination-total')).toContainText('共 5 条');
  await check(page, 'list');

  // Disabling asks first; the status filter then finds it among the disabled.
  await page.getByTestId('sider-toggle-order').click();
  await expect(page.getByRole('dialog')).toContainText(
    '停用后，员工在聊天侧边栏中将看不到「订单积分」',
  );
  await page.getByRole('dialog').getByRole('button', { name: '停用' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('状态').first().selectOption('0');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('pagination-total')).toContainText('共 1 条');
  await expect(table.getByText('订单积分', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '重置' }).click();
  await page.getByTestId('sider-toggle-order').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Order: 素材库 moves above SOP待办.
  await page.getByRole('button', { name: '上移「素材库」' }).click();
  await expect(table.locator('tbody tr').nth(1)).toContainText('素材库');
  await page.getByRole('button', { name: '下移「素材库」' }).click();
  await expect(table.locator('tbody tr').nth(2)).toContainText('素材库');

  // Rename: an empty name is refused in Chinese, a good one saved.
  await table.locator('tbody tr').nth(1).getByRole('button', { name: '重命名' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('页面名称').fill('');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('页面名称不能为空')).toBeVisible();
  await dialog.getByLabel('页面名称').fill('SOP提醒');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(table.getByText('SOP提醒', { exact: true })).toBeVisible();

  // The sandbox preview signs a link for a chat.
  await page.getByTestId('sider-preview-chat').selectOption({ index: 1 });
  await page.getByRole('button', { name: '生成预览链接' }).click();
  await expect(page.getByTestId('sider-preview-link')).toHaveAttribute(
    'href',
    new RegExp(`^${SIDER_HOST}/sidebar/profile\\?external_userid=.+&ticket=`),
  );
});

test('/sider-iframe/config: fields and switches saved, an empty field list refused', async ({
  page,
}) => {
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/sider-iframe/config');
  const fields = page.getByTestId('sider-config-fields');
  await expect(fields.getByLabel('备注名')).toBeChecked({ timeout: 15_000 });
  await check(page, 'config');
  for (const box of await fields.getByRole('checkbox').all()) await box.uncheck();
  await page.getByRole('button', { name: '保存配置' }).click();
  await expect(page.getByText('画像字段至少选择一个')).toBeVisible();
  await fields.getByLabel('备注名').check();
  await fields.getByLabel('添加时间').check();
  await fields.getByLabel('添加渠道').check();
  await fields.getByLabel('描述').check();
  await page.getByRole('button', { name: '保存配置' }).click();
  await expect(page.getByText('侧边栏配置已保存')).toBeVisible();
  await page.reload();
  await expect(fields.getByLabel('性别')).not.toBeChecked({ timeout: 15_000 });
  await expect(fields.getByLabel('添加渠道')).toBeChecked();
});

test('the chat sidebar at 390×844: profile, tag edit and follow-up (seen in /customer-list), SOP reminder marked sent', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/sider-iframe');
  // A customer whose employee has a due SOP reminder: the sidebar shows it for that chat.
  const tasks = await api<{
    list: { id: number; target_id: number; employee_id: number; target_name: string }[];
  }>(page, 'GET', '/scrm/v1/reach/chat-sop/tasks?status=1&page_size=1');
  const task = tasks.list[0];
  expect(task, 'the seed leaves due SOP reminders').toBeTruthy();
  const { path } = await api<{ path: string }>(
    page,
    'POST',
    '/scrm/v1/reach/sider-iframe/preview',
    {
      customer_id: task!.target_id,
      employee_id: task!.employee_id,
      page_key: 'profile',
    },
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${SIDER_HOST}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(task!.target_name);
  await expect(page.getByText('基本资料')).toBeVisible();
  await check(page, 'h5-profile', [390, 360]);

  // Tags: pick one more and save.
  await page.getByRole('button', { name: '编辑' }).click();
  const chip = page.locator('.sd-chip[aria-pressed=false]').first();
  const tagName = (await chip.textContent()) ?? '';
  await chip.click();
  await page.getByRole('button', { name: '保存标签' }).click();
  await expect(page.getByText(/标签已保存/)).toBeVisible();
  await expect(page.getByTestId('sider-tags')).toContainText(tagName);

  // Follow-up: an empty one is refused, a real one listed.
  await page.getByRole('button', { name: '添加跟进' }).click();
  await expect(page.getByText('跟进内容不能为空')).toBeVisible();
  const note = `E2E跟进${stamp}：客户想周末到店`;
  await page.getByLabel('新的跟进').fill(note);
  await page.getByRole('button', { name: '添加跟进' }).click();
  await expect(page.getByTestId('sider-follow-ups')).toContainText(note);

  // SOP reminders: this customer's first, marked sent.
  await page.getByRole('tab', { name: /SOP/ }).click();
  const reminder = page.getByTestId('sider-task').filter({ hasText: '当前客户' }).first();
  await expect(reminder).toBeVisible();
  await check(page, 'h5-sop', [390]);
  const before = await page.getByTestId('sider-task').count();
  await reminder.getByRole('button', { name: '标记已发送' }).click();
  await expect(page.getByText(/已完成「/)).toBeVisible();
  await expect(page.getByTestId('sider-task')).toHaveCount(before - 1);

  // Materials: listed and sent.
  await page.getByRole('tab', { name: '素材库' }).click();
  await page.getByTestId('sider-materials').getByRole('button', { name: '发送' }).first().click();
  await expect(page.getByText(/已发送「/)).toBeVisible();

  // Without the signed ticket the sidebar shows nothing of the customer.
  await page.goto(`${SIDER_HOST}/sidebar/profile?external_userid=x&ticket=forged.token`);
  await expect(page.getByRole('alert')).toBeVisible();

  // The console sees both on the customer.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/customer-list');
  await page.getByTestId('filter-name').fill(task!.target_name);
  await page.getByRole('button', { name: '查询' }).click();
  // Names repeat among customers: open each match until the one with the follow-up.
  const details = page.getByTestId('customer-table').getByRole('button', { name: '详情' });
  await expect(details.first()).toBeVisible();
  let found = false;
  for (let index = 0; index < Math.min(await details.count(), 6) && !found; index += 1) {
    await details.nth(index).click();
    await page.getByRole('tab', { name: '客户动态' }).click();
    const timeline = page.getByTestId('customer-timeline');
    await expect(timeline.locator('p').first()).toBeVisible();
    found = (await timeline.textContent())?.includes(note) ?? false;
    if (found) {
      await expect(timeline).toContainText(`被打上标签「${tagName}」`);
      await page.screenshot({ path: 'test-results/sider-customer-timeline-1440.png' });
    } else {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('customer-detail')).not.toBeVisible();
    }
  }
  expect(found, 'the follow-up shows on the customer timeline').toBe(true);
});

test('the legacy /sider-web/<page> lands on the sidebar page', async ({ page }) => {
  await page.goto('/sider-web/sop?external_userid=x');
  // issue #38 item 2: one address scheme; the legacy name lands on /sidebar/<page>
  await expect(page).toHaveURL(`${SIDER_HOST}/sidebar/sop?external_userid=x`);
  await expect(page.getByRole('alert')).toContainText('请在企业微信的聊天窗口中打开侧边栏');
});

test('a script sent from the sidebar raises its usage count', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/sider-iframe');
  const [target] = await api<{ customer_id: number; employee_id: number; customer_name: string }[]>(
    page,
    'GET',
    '/scrm/v1/reach/sider-iframe/preview-targets',
  );
  expect(target, 'the seed leaves chats to open the sidebar in').toBeTruthy();
  const library = await api<{ replies: { id: number; title: string }[] }>(
    page,
    'GET',
    `/scrm/v1/reach/quick-replies/for-employee?employee_id=${target!.employee_id}`,
  );
  const script = library.replies[0];
  expect(script, 'the employee has scripts to send').toBeTruthy();

  // The count as /enterprise-quick-response shows it (the 发送次数 column: "N 近30天 M").
  const sendCount = async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/enterprise-quick-response');
    const table = page.getByTestId('enterprise-quick-response-table');
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('关键词').fill(script!.title);
    await page
      .getByRole('search')
      .getByRole('button', { name: /查\s*询/ })
      .click();
    const row = table.getByRole('row').filter({ hasText: script!.title }).first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    const text = await row.innerText();
    const match = /(\d[\d,]*)\s*近30天/.exec(text);
    expect(match, `the send count in "${text}"`).toBeTruthy();
    return Number(match![1]!.replaceAll(',', ''));
  };
  const before = await sendCount();

  const { path } = await api<{ path: string }>(
    page,
    'POST',
    '/scrm/v1/reach/sider-iframe/preview',
    {
      customer_id: target!.customer_id,
      employee_id: target!.employee_id,
      page_key: 'quick-reply',
    },
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${SIDER_HOST}${path}`);
  await expect(page.getByRole('tab', { name: '企业话术' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const replies = page.getByTestId('sider-replies');
  await expect(replies.getByTestId('sider-reply').first()).toBeVisible({ timeout: 15_000 });
  await check(page, 'h5-quick-reply', [390, 360]);
  // Search narrows the list; 发送 records the use and says so.
  await page.getByLabel('搜索话术标题或内容').fill(script!.title);
  await page.getByLabel('搜索话术标题或内容').press('Enter');
  const item = replies.getByTestId('sider-reply').filter({ hasText: script!.title }).first();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: `发送「${script!.title}」` }).click();
  await expect(page.getByText(`已发送话术「${script!.title}」`)).toBeVisible();
  await page.screenshot({ path: 'test-results/sider-h5-quick-reply-sent-390.png' });

  await expect.poll(sendCount, { timeout: 60_000 }).toBe(before + 1);
});
