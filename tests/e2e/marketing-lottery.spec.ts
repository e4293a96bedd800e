import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { openNewGameForm, fitsWidth as fits } from './marketing-helpers';
import { dismissToasts } from './shell-helpers';

// issue #20 /marketing 抽奖: create a lottery campaign (odds over 100 % refused in Chinese), run
// it as a customer through the sandbox (play, see the result on the landing page), then see
// the entry and the prize's stock change in the console; 1440 and 390 screenshots, axe.

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`/marketing lottery: created, played as a customer through the sandbox, entry and stock shown (${width}px)`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const name = `幸运抽奖${width}${Date.now().toString(36).slice(-4)}`;
    const form = await openNewGameForm(
      page,
      { width, height },
      { type: 'lottery', name, goal: '20' },
    );
    await form.getByTestId('prize-name-0').fill('幸运积分');
    await form.getByTestId('prize-odds-0').fill('150');
    await form.getByTestId('prize-stock-0').fill('3');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toContainText('中奖概率不能超过100%');
    await form.getByTestId('prize-odds-0').fill('100');
    await form.getByTestId('campaign-publish').click();
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    expect(await fits(page), `form overflows at ${width}px`).toBe(true);
    await page.screenshot({ path: `test-results/marketing/lottery-form-${width}.png` });
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toBeHidden({ timeout: 20_000 });
    await dismissToasts(page);

    await page.getByTestId('campaign-filter-name').fill(name);
    await page.getByTestId('campaign-filters').getByRole('button', { name: '查询' }).click();
    const row = page.getByTestId('marketing-table').locator('tbody tr').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByTestId('campaign-detail').click();
    const detail = page.locator('[data-testid="campaign-detail"][data-state="open"]');
    await expect(detail.getByTestId('game-prizes')).toContainText('3 / 3');
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
    await expect(landing.getByTestId('landing-status')).toContainText('今日还可抽奖1次');
    await landing.screenshot({ path: `test-results/marketing/lottery-landing-${width}.png` });
    await expectNoSeriousAxeViolations(landing);
    await landing.getByRole('button', { name: '立即抽奖' }).click();
    await expect(landing.getByRole('status').first()).toContainText('恭喜您抽中「幸运积分」');
    await expect(landing.getByTestId('landing-status')).toContainText('今日还可抽奖0次');
    expect(await fits(landing), `landing overflows at ${width}px`).toBe(true);
    await landing.screenshot({ path: `test-results/marketing/lottery-result-${width}.png` });
    await landing.getByRole('button', { name: '立即抽奖' }).click();
    await expect(landing.getByRole('status').first()).toContainText('参与次数已用完');
    await landing.close();

    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await row.getByTestId('campaign-detail').click();
    await expect(detail.getByTestId('game-prizes')).toContainText('2 / 3');
    // The prize list fits the drawer without scrolling sideways (cards on a phone).
    const prizes = detail.getByTestId('game-prizes');
    if (width < 768) await expect(prizes.getByTestId('game-prize-cards')).toBeVisible();
    expect(await prizes.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(
      await prizes.evaluate((el) =>
        [...el.querySelectorAll<HTMLElement>('*')].every(
          (each) => each.offsetParent === null || each.scrollWidth <= each.clientWidth + 1,
        ),
      ),
      `prize list scrolls sideways at ${width}px`,
    ).toBe(true);
    await expect(detail.getByTestId('game-entries')).toContainText(customer);
    await expect(detail.getByTestId('game-entries')).toContainText('幸运积分');
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    expect(await fits(page), `detail overflows at ${width}px`).toBe(true);
    await page.screenshot({ path: `test-results/marketing/lottery-detail-${width}.png` });
    await expectNoSeriousAxeViolations(page);
  });
}
