import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { dismissToasts, signIn } from './shell-helpers';

// issue #16 "Done when" (Playwright): import a 20-row sheet with 3 bad rows and see the report
// (line numbers and why), confirm the valid rows, see them dealt to the employee, run the
// sandbox, pause the task. Screenshots at 1440×900 and 390×844 into test-results/.

const stamp = Date.now().toString(36).slice(-5);
const TITLE = `E2E名单${stamp}`;

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `test-results/ai-call-${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.screenshot({ path: `test-results/ai-call-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** 17 good numbers unique to this run, then three bad rows at lines 5, 6 and 7. */
function sheet(): string {
  const base = 16_000_000 + (parseInt(stamp, 36) % 800_000) * 20;
  const good = Array.from(
    { length: 17 },
    (_, i) => `199${String(base + i).padStart(8, '0')},客户${i},意向,`,
  );
  good.splice(3, 0, '12345,坏号,,', ',空号,,', `${good[0]?.split(',')[0] ?? ''},重复,,`);
  return ['手机号,姓名,标签,备注', ...good].join('\n');
}

async function pickInPopover(
  page: Page,
  trigger: Locator,
  pick: (popover: Locator) => Promise<void>,
) {
  await trigger.click();
  const popover = page.locator('[data-scope="popover"][data-part="content"][data-state="open"]');
  await expect(popover).toBeVisible();
  await pick(popover);
  await popover.getByRole('button', { name: '完成' }).click();
  await expect(popover).toHaveCount(0);
}

test('ai-call: a 20-row sheet with 3 bad rows shows its report, the valid rows are confirmed, dealt and worked', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/ai-call');
  const table = page.getByTestId('ai-call-table');
  await expect(table).toContainText('2026秋季展会名单', { timeout: 15_000 });
  await expect(table).toContainText('共');
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'list');

  // New import: a bad file type first, refused on the form before anything is sent.
  await page.getByRole('button', { name: '新建导入' }).click();
  const form = page.getByTestId('ai-call-form');
  await form.getByLabel('任务名称').fill(TITLE);
  await form.getByTestId('ai-call-file').setInputFiles({
    name: '名单.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await form.getByRole('button', { name: '开始导入' }).click();
  await expect(form).toContainText('文件仅支持 .csv 与 .xlsx 格式');
  await form.getByTestId('ai-call-file').setInputFiles({
    name: '展会名单.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sheet()),
  });
  await expect(form.getByTestId('ai-call-file-name')).toHaveText('展会名单.csv');
  await pickInPopover(page, form.getByTestId('ai-call-employees'), async (popover) => {
    await popover.getByRole('checkbox').first().check();
  });
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: '开始导入' }).click();

  // The job parses it in the background: the list shows it 待确认; the detail has the
  // report, and nothing is written yet.
  const row = table.locator('tr', { hasText: TITLE });
  await expect(row.getByTestId('import-status')).toHaveText('待确认', { timeout: 60_000 });
  await row.getByRole('button', { name: '详情' }).click();
  const detail = page.getByTestId('ai-call-detail');
  await expect(detail.getByTestId('ai-call-confirm-hint')).toContainText('3 行未通过校验', {
    timeout: 60_000,
  });
  const report = detail.getByTestId('ai-call-report');
  await expect(report.locator('tbody tr')).toHaveCount(3);
  await expect(report.locator('tbody tr').nth(0)).toContainText('5');
  await expect(report.locator('tbody tr').nth(0)).toContainText('手机号格式不正确');
  await expect(report.locator('tbody tr').nth(1)).toContainText('手机号为空');
  await expect(report.locator('tbody tr').nth(2)).toContainText('与第2行重复');
  await expect(detail.getByTestId('ai-call-stat-1')).toContainText('0');
  await shoot(page, 'report');

  // Confirm: the 17 valid numbers are dealt to the employee (待添加), the bad ones kept.
  await detail.getByRole('button', { name: '确认导入有效行' }).click();
  await expect(detail.getByTestId('ai-call-stat-1')).toContainText('17', { timeout: 60_000 });
  await expect(detail.getByTestId('ai-call-stat-4')).toContainText('2');
  await expect(detail.getByTestId('ai-call-stat-5')).toContainText('1');
  await expect(detail.getByTestId('ai-call-numbers')).toContainText('共 20 条');

  // The sandbox plays employee and callee: some numbers move on to 待通过.
  await detail.getByRole('button', { name: '沙箱模拟添加' }).click();
  const awaiting = async () =>
    Number((await detail.getByTestId('ai-call-stat-2').innerText()).replace(/\D/g, ''));
  await expect.poll(awaiting, { timeout: 60_000 }).toBeGreaterThan(0);
  await detail.getByTestId('ai-call-number-status').selectOption('2');
  await expect(detail.getByTestId('ai-call-numbers').locator('tbody tr').first()).toContainText(
    '待通过',
  );
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'detail');

  // Pause from the detail; the list shows the task 已暂停. A toast would cover the button.
  await dismissToasts(page);
  await detail.getByRole('button', { name: '暂停' }).click();
  await expect(detail.getByTestId('import-status').first()).toHaveText('已暂停');
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('import-status')).toHaveText('已暂停');
});
