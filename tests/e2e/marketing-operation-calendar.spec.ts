import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { dismissToasts, signIn } from './shell-helpers';

// issue #20 /operation-plan 日历: a scheduled private-chat send is dragged to another day and
// confirmed; after a reload it is on that day, and its own detail page shows the new time.
// At 390×844 the week is a day list and an entry's 改期 action moves it with the date-time
// picker. Screenshots at 1440 and 390; axe; no horizontal overflow.

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function openCalendar(page: Page) {
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/operation-plan');
  await expect(page.getByTestId('operation-calendar')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-testid="calendar-entry"]:visible').first()).toBeVisible({
    timeout: 20_000,
  });
}

const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('/operation-plan 日历: a scheduled send dragged to another day moves there (and in its detail)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openCalendar(page);
  await expect(page.getByTestId('calendar-legend')).toContainText('私聊群发');
  await expect(page.locator('[data-testid="calendar-day"][aria-current="date"]')).toHaveCount(1);
  const movable = page.locator(
    '[data-testid="calendar-day"] [data-testid="calendar-entry"][data-movable="true"][data-key^="private_send:"]',
  );
  // late in a month the coming sends may be on the next page
  if ((await movable.count()) === 0) await page.getByTestId('calendar-next').click();
  const entry = movable.first();
  await expect(entry).toBeVisible();
  const key = (await entry.getAttribute('data-key'))!;
  const id = key.split(':')[1]!;
  const fromDate = (await entry
    .locator('xpath=ancestor::*[@data-testid="calendar-day"]')
    .getAttribute('data-date'))!;
  const cells = await page
    .getByTestId('calendar-day')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-date')!));
  const toDate = cells.includes(addDays(fromDate, 2)) ? addDays(fromDate, 2) : addDays(fromDate, 1);
  await page.screenshot({ path: 'test-results/marketing/operation-calendar-month-1440.png' });
  expect(await fits(page)).toBe(true);
  await expectNoSeriousAxeViolations(page);

  // both ends in view first: a scroll in the middle of a drag would lose it
  const target = page.locator(`[data-testid="calendar-day"][data-date="${toDate}"]`);
  await target.scrollIntoViewIfNeeded();
  await entry.scrollIntoViewIfNeeded();
  await entry.dragTo(target, { sourcePosition: { x: 12, y: 8 }, targetPosition: { x: 40, y: 12 } });
  const dialog = page.getByTestId('calendar-move-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(toDate);
  await page.screenshot({ path: 'test-results/marketing/operation-calendar-move-1440.png' });
  await page.getByTestId('confirm-ok').click();
  await expect(dialog).toBeHidden();
  await dismissToasts(page);

  await page.reload();
  const moved = page.locator(
    `[data-testid="calendar-day"][data-date="${toDate}"] [data-key="${key}"]`,
  );
  await expect(moved).toBeVisible({ timeout: 20_000 });
  await expect(
    page.locator(`[data-testid="calendar-day"][data-date="${fromDate}"] [data-key="${key}"]`),
  ).toHaveCount(0);
  // The link is named by what it shows (label in name, issue #38): the time is in its text.
  const time = (await moved.locator('a').textContent())!.match(/\d\d:\d\d/)![0];

  await page.getByTestId('calendar-mode-week').click();
  await expect(page.getByTestId('calendar-hour').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/marketing/operation-calendar-week-1440.png' });
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId('calendar-mode-month').click();

  await moved.locator('a').click();
  await expect(page).toHaveURL(new RegExp(`/private-chat/detail\\?id=${id}`));
  await expect(page.getByText(`${toDate} ${time}`).first()).toBeVisible({ timeout: 20_000 });
});

test('/operation-plan 日历 at 390×844: the week is a day list; 改期 moves an entry by the picker', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openCalendar(page);
  await expect(page.locator('[data-testid="calendar-day-list"]:visible')).toBeVisible();
  expect(await fits(page)).toBe(true);
  await page.screenshot({
    path: 'test-results/marketing/operation-calendar-390.png',
    fullPage: true,
  });
  await expectNoSeriousAxeViolations(page);

  let rows = page.locator(
    '[data-testid="calendar-day-list"]:visible [data-testid="calendar-entry"][data-movable="true"]',
  );
  if ((await rows.count()) === 0) {
    await page.getByTestId('calendar-next').click();
    rows = page.locator(
      '[data-testid="calendar-day-list"]:visible [data-testid="calendar-entry"][data-movable="true"]',
    );
  }
  const row = rows.first();
  const key = (await row.getAttribute('data-key'))!;
  const day = (await row
    .locator('xpath=ancestor::*[@data-testid="calendar-list-day"]')
    .getAttribute('data-date'))!;
  await row.getByTestId('calendar-entry-move').click();
  const dialog = page.getByTestId('calendar-move-dialog');
  await expect(dialog).toBeVisible();
  const hour = page.getByTestId('calendar-move-time-time-hour');
  const next = (await hour.inputValue()) === '21' ? '20' : '21';
  await hour.selectOption(next);
  await expect(dialog).toContainText(`${day} ${next}:`);
  await page.screenshot({ path: 'test-results/marketing/operation-calendar-move-390.png' });
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId('confirm-ok').click();
  await expect(dialog).toBeHidden();
  await dismissToasts(page);
  const after = page.locator(
    `[data-testid="calendar-day-list"]:visible [data-testid="calendar-list-day"][data-date="${day}"] [data-key="${key}"]`,
  );
  await expect(after.locator('a')).toContainText(new RegExp(`${next}:\\d\\d`));
});
