import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { openNewGameForm, fitsWidth as fits } from './marketing-helpers';
import { dismissToasts } from './shell-helpers';

// issue #20 /marketing 群打卡: an operator creates a check-in campaign (duplicate tier days
// refused in Chinese, nothing saved), edits the draft (mode, tier, publish), a customer checks
// in through the sandbox landing page and the record shows in the campaign's progress list;
// the seeded 社群每日签到 shows its 90 days of records on the list kit (共 N 条, 20 a page,
// search by customer). 1440 and 390 screenshots, axe, no sideways overflow.

const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

async function findCampaign(page: Page, name: string) {
  await page.getByTestId('campaign-filter-name').fill(name);
  await page.getByTestId('campaign-filters').getByRole('button', { name: '查询' }).click();
  const row = page.getByTestId('marketing-table').locator('tbody tr').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`/marketing check-in: created, edited and published, checked in through the sandbox, records listed 20 a page (${width}px)`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const name = `每日打卡${width}${Date.now().toString(36).slice(-4)}`;
    // Create: a duplicate tier is refused with a Chinese message; then saved as a draft.
    const form = await openNewGameForm(
      page,
      { width, height },
      { type: 'check_in', name, goal: '30' },
    );
    await form.getByLabel('第2档天数').fill('3');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toContainText('奖励档位的天数不能重复');
    await form.getByLabel('第2档天数').fill('5');
    await form.getByLabel('第2档积分').fill('25');
    await settled(page);
    expect(await fits(page), `form overflows at ${width}px`).toBe(true);
    // Fields side by side line up even when one has a helper line (打卡每人每天一次).
    const top = async (testId: string) => (await form.getByTestId(testId).boundingBox())!.y;
    expect(
      Math.abs((await top('game-play-limit')) - (await top('game-play-period'))),
    ).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `test-results/marketing/check-in-form-${width}.png` });
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toBeHidden({ timeout: 20_000 });
    await dismissToasts(page);

    // Edit the draft: cumulative check-in, a richer first tier, published.
    let row = await findCampaign(page, name);
    await expect(row.getByTestId('campaign-status')).toContainText('草稿');
    await row.getByTestId('campaign-edit').click();
    await expect(form).toBeVisible();
    await expect(form.getByLabel('第2档天数')).toHaveValue('5');
    await form.getByTestId('game-check-in-mode').selectOption('cumulative');
    await form.getByLabel('第1档积分').fill('12');
    await form.getByTestId('campaign-publish').click();
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toBeHidden({ timeout: 20_000 });
    await dismissToasts(page);
    row = await findCampaign(page, name);
    await expect(row.getByTestId('campaign-status')).not.toContainText('草稿');

    // No records yet: the progress list shows its empty state.
    await row.getByTestId('campaign-detail').click();
    const detail = page.locator('[data-testid="campaign-detail"][data-state="open"]');
    const progress = detail.getByTestId('game-check-ins');
    await expect(progress.getByTestId('table-empty')).toBeVisible();

    // A customer checks in on the landing page (sandbox).
    await detail.getByTestId('game-sandbox').click();
    const link = detail.getByTestId('game-sandbox-link');
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    const customer = ((await link.textContent()) ?? '').match(/“(.+)”/)?.[1] ?? '';
    expect(customer).not.toBe('');
    const landing = await context.newPage();
    await landing.setViewportSize({ width, height });
    await landing.goto(href!);
    await expect(landing.getByRole('heading', { name })).toBeVisible();
    await expect(landing.getByText('累计打卡3天')).toBeVisible();
    await landing.getByRole('button', { name: '今日打卡' }).click();
    await expect(landing.getByRole('status').first()).toContainText('打卡成功');
    expect(await fits(landing), `landing overflows at ${width}px`).toBe(true);
    await landing.screenshot({ path: `test-results/marketing/check-in-landing-${width}.png` });
    await expectNoSeriousAxeViolations(landing);
    await landing.close();

    // The record is in the campaign's progress list: 1 day, streak 1, no reward yet.
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await row.getByTestId('campaign-detail').click();
    const record = progress.locator('tbody tr').filter({ hasText: customer });
    await expect(record).toHaveCount(1);
    await expect(record.locator('td').nth(1)).toHaveText('1');
    await expect(record.locator('td').nth(4)).toHaveText('0');
    await expect(progress.getByTestId('pagination-total')).toContainText('共 1 条');
    await expect(detail.getByTestId('game-players')).toContainText('1');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // The seeded campaign: 90 days of records, 20 a page, searchable by customer.
    const seeded = await findCampaign(page, '社群每日签到');
    await seeded.getByTestId('campaign-detail').click();
    await expect(progress.locator('tbody tr')).toHaveCount(20);
    const total = Number(
      ((await progress.getByTestId('pagination-total').textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(total).toBeGreaterThan(20);
    await expect(progress.getByTestId('pagination-size')).toBeVisible();
    await expect(progress.getByTestId('pagination-jump')).toBeVisible();
    const first = (await progress.locator('tbody tr').first().locator('td').first().textContent())!;
    await progress.getByLabel('客户名称').fill(first);
    await progress.getByRole('button', { name: '查询' }).click();
    await expect(progress.getByTestId('pagination-total')).not.toContainText(`共 ${total} 条`);
    const names = await progress.locator('tbody tr td:first-child').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((each) => each.includes(first))).toBe(true);
    await progress.getByLabel('客户名称').fill('');
    await progress.getByRole('button', { name: '查询' }).click();
    await expect(progress.getByTestId('pagination-total')).toContainText(`共 ${total} 条`);
    await settled(page);
    expect(await fits(page), `detail overflows at ${width}px`).toBe(true);
    await page.screenshot({ path: `test-results/marketing/check-in-detail-${width}.png` });
    await progress.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/marketing/check-in-records-${width}.png` });
    await expectNoSeriousAxeViolations(page);
  });
}
