import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { signIn } from './shell-helpers';

// issue #22 "Done when" (Playwright): configure the archive, pull, search a keyword, open an
// image message; sensitive words and their alerts; /chat-data's figures. Screenshots at
// 1440×900 and 390×844, axe, no horizontal overflow.

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

test('chat records: configure the archive, pull, search a keyword, open an image message', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.setViewportSize({ width: 1440, height: 900 });

  // 1. The archive's secret is saved (the seeded private key is kept).
  await page.goto('/chat-archive-configure');
  await page.getByLabel('会话存档Secret').fill('ArchiveSecret_demo_e2e_7788');
  await page.getByRole('button', { name: '保存配置' }).click();
  await expect(page.getByLabel('会话存档Secret')).toHaveAttribute('placeholder', /7788/);

  // 2. Pull now: a job; the status line follows it to the end.
  await page.goto('/chat-records');
  const status = page.getByTestId('chat-archive-status');
  await expect(status.getByTestId('archive-summary')).toContainText('已存档', { timeout: 20_000 });
  await page.getByTestId('archive-pull').click();
  await expect(page.getByText('已开始拉取')).toBeVisible();
  await expect(status).toContainText('拉取任务：已完成', { timeout: 60_000 });

  // 3. Conversations: open one, its messages in order.
  const conversations = page.getByTestId('conversation-table');
  await expect(conversations).toContainText('共', { timeout: 20_000 });
  await shoot(page, 'chat-records-conversations');
  await conversations.getByTestId('conversation-view').first().click();
  await expect(page.getByTestId('chat-viewer').getByTestId('chat-message').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // 4. Search: a one-character keyword is refused; a real one finds messages.
  await page.getByTestId('tab-search').click();
  await page.getByTestId('search-keyword').fill('价');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('search-error')).toHaveText('关键词至少输入2个字');
  await page.getByTestId('search-keyword').fill('价目表');
  await page.getByRole('button', { name: '查询' }).click();
  const found = page.getByTestId('message-table');
  await expect(found).toContainText('价目表', { timeout: 20_000 });
  await shoot(page, 'chat-records-search');

  // 5. An image message opens large.
  await page.getByTestId('search-keyword').fill('');
  await page.getByTestId('search-type').selectOption('image');
  await page.getByRole('button', { name: '查询' }).click();
  await found.getByTestId('chat-image').first().click();
  const viewer = page.getByTestId('chat-viewer');
  await expect(viewer.locator('[data-type="image"]').first()).toBeVisible();
  await viewer.getByTestId('chat-image').first().click();
  await expect(page.getByTestId('chat-image-large')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // 6. A sensitive word added, then deleted after confirming.
  await page.getByTestId('tab-words').click();
  await page.getByTestId('word-add').click();
  await page.getByTestId('word-input').fill('最低价');
  await page.getByTestId('word-save').click();
  await expect(page.getByText('敏感词已保存')).toBeVisible();
  const words = page.getByTestId('word-table');
  await expect(words).toContainText('最低价');
  await words
    .getByRole('row', { name: /最低价/ })
    .getByRole('button', { name: '删除' })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确定|删除/ })
    .last()
    .click();
  await expect(page.getByText('敏感词已删除')).toBeVisible();
  await expect(words).not.toContainText('最低价');

  // 7. Alerts: the seeded conversations hit the demo's words; one marked handled.
  await page.getByTestId('tab-hits').click();
  const hits = page.getByTestId('hit-table');
  await expect(hits).toContainText('待处理', { timeout: 20_000 });
  await shoot(page, 'chat-records-hits');
  await hits.getByRole('checkbox').nth(1).check();
  await page.getByTestId('hit-handle').click();
  await expect(page.getByText(/已处理 1 条告警/)).toBeVisible();
});

test('chat data: totals, the daily trend and employees ranked by reply time', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'Admin@123');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/chat-data');
  await expect(page.getByTestId('total-sent')).not.toContainText(/^\D*0$/, { timeout: 20_000 });
  const table = page.getByTestId('chat-data-table');
  await expect(table).toContainText('共', { timeout: 20_000 });
  await page.getByTestId('chat-data-sort').selectOption('avg_first_reply_seconds');
  await expect(table).toContainText(/秒|分钟/);
  await shoot(page, 'chat-data');
});
