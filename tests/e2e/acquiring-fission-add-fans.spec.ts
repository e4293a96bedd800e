import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { signIn } from './shell-helpers';

// issue #16 "Done when" (Playwright): create a fission task, run it through two invite levels
// in the sandbox (a customer scans the task poster, friends scan that customer's poster, a
// friend of a friend scans theirs) and see each participant's stage and reward; the public
// poster page counts a scan too. Screenshots at 1440×900 and 390×844 into test-results/.

const stamp = Date.now().toString(36).slice(-5);

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `test-results/fission-${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.screenshot({ path: `test-results/fission-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const response = await fetch(p, {
      headers: {
        Authorization: `Bearer ${localStorage.getItem('Authorization') ?? ''}`,
        'X-Tenant': localStorage.getItem('X-Tenant') ?? '',
      },
    });
    return ((await response.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

test('/fission-add-fans: a task through two invite levels shows each participant’s stage and reward', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/fission-add-fans');
  const table = page.getByTestId('fission-table');
  await expect(table).toContainText('年终福利裂变', { timeout: 20_000 });
  await expect(table).toContainText('进行中');
  await expect(table).toContainText('已结束');
  await expect(table).toContainText('未开始');
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'list');

  // The seeded running task's data: figures, trend, leaderboard, participants with stages.
  await table
    .getByRole('row')
    .filter({ hasText: '年终福利裂变' })
    .getByRole('button', { name: '数据' })
    .click();
  await expect(page.getByTestId('fission-leaderboard').getByRole('row')).not.toHaveCount(1);
  await expect(page.getByTestId('fission-participants')).toContainText('第1阶段');
  await shoot(page, 'seeded');
  await page.getByTestId('fission-detail').getByRole('button', { name: '返回列表' }).click();

  // Create: one employee, a goal of 2 new friends for a link reward, a poster title.
  const directory = await api<{ employees: { id: number; name: string }[] }>(
    page,
    '/scrm/v1/company/directory/options',
  );
  const employee = directory.employees[0]!;
  await page.getByTestId('fission-create').click();
  const form = page.getByTestId('fission-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toContainText('任务名称不能为空');
  await expect(form).toContainText('请至少选择一位添加员工');
  await form.getByLabel('任务名称').fill(`E2E裂变${stamp}`);
  await form.getByTestId('fission-employee-picker').click();
  await page.getByLabel('搜索员工姓名').fill(employee.name);
  await page.getByRole('checkbox', { name: employee.name }).first().check();
  await page.getByRole('button', { name: '完成' }).click();
  await form.getByLabel('邀请新好友数').fill('2');
  await form.getByLabel('奖励名称').fill('会员体验卡');
  await form.getByLabel('领奖链接').fill('https://example.com/card');
  await form.getByLabel('海报标题').fill('邀2位好友 领会员体验卡');
  await expect(form.getByTestId('fission-poster-preview')).toContainText('邀2位好友');
  await shoot(page, 'form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: `E2E裂变${stamp}` });
  await expect(row).toContainText('进行中');
  await expect(row).toContainText('邀请2人 得会员体验卡');

  // The task's data: a customer scans the task's poster (level 0) …
  await row.getByRole('button', { name: '数据' }).click();
  const detail = page.getByTestId('fission-detail');
  await expect(detail).toContainText(`E2E裂变${stamp}`);
  await detail.getByTestId('fission-simulate-root').click();
  const people = page.getByTestId('fission-participants');
  await expect(people.getByRole('row')).toHaveCount(2);
  // … two friends scan that customer's poster (level 1) …
  const first = people.getByRole('row').nth(1);
  await first.getByRole('button', { name: '好友扫TA的海报' }).click();
  await expect(people.getByRole('row')).toHaveCount(3);
  await people.getByRole('row').nth(1).getByRole('button', { name: '好友扫TA的海报' }).click();
  await expect(people.getByRole('row')).toHaveCount(4);
  const seed = people.getByRole('row').nth(1);
  await expect(seed).toContainText('任务海报');
  await expect(seed).toContainText('第1阶段');
  await expect(seed).toContainText('已发放');
  const seedName = (await seed.getByRole('cell').first().innerText()).trim();

  // … and a friend of a friend scans the level-1 friend's poster through the public page.
  const tasks = await api<{ list: { id: number; name: string }[] }>(
    page,
    `/scrm/v1/acquiring/fission-add-fans?name=E2E裂变${stamp}`,
  );
  const taskId = tasks.list[0]!.id;
  const participants = await api<{
    list: { name: string; inviter: { name: string } | null; poster_path: string }[];
  }>(page, `/scrm/v1/acquiring/fission-add-fans/${taskId}/participants`);
  const friend = participants.list.find((item) => item.inviter?.name === seedName)!;
  const poster = await page.context().newPage();
  await poster.goto(`${friend.poster_path}?name=${encodeURIComponent(`二级好友${stamp}`)}`);
  await expect(poster.locator('body')).toContainText('助力成功');
  await expect(poster.locator('body')).toContainText(friend.name);
  await poster.close();

  await page.reload();
  await table
    .getByRole('row')
    .filter({ hasText: `E2E裂变${stamp}` })
    .getByRole('button', { name: '数据' })
    .click();
  await expect(people.getByRole('row')).toHaveCount(5);
  const level2 = people.getByRole('row').filter({ hasText: `二级好友${stamp}` });
  await expect(level2).toContainText(friend.name);
  const friendRow = people.getByRole('row').filter({ hasText: friend.name }).first();
  await expect(friendRow).toContainText(seedName);
  await expect(page.getByTestId('fission-stat-participants')).toContainText('4');
  await expect(page.getByTestId('fission-stat-valid')).toContainText('3');
  await expect(page.getByTestId('fission-leaderboard')).toContainText(seedName);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'detail');

  // Delete after confirming.
  await detail.getByRole('button', { name: '返回列表' }).click();
  const created = table.getByRole('row').filter({ hasText: `E2E裂变${stamp}` });
  await created.getByRole('button', { name: '删除' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /删除|确定/ })
    .click();
  await expect(created).toHaveCount(0);
});
