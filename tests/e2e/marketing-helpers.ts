import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './shell-helpers';

/** No sideways scroll of the document (the guide's 390 / 1024 / 1440 rule). */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Signs in as admin at the given size, opens /marketing once its list has rows, and opens the
 * new-campaign form for a game type (check-in or lottery) with its name and goal filled; the
 * open form is returned for the game's own fields.
 */
export async function openNewGameForm(
  page: Page,
  size: { width: number; height: number },
  game: { type: 'check_in' | 'lottery'; name: string; goal: string },
): Promise<Locator> {
  await page.setViewportSize(size);
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/marketing');
  await expect(page.getByTestId('marketing-table').locator('tbody tr').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.getByTestId('campaign-create').click();
  const form = page.locator('[data-testid="campaign-form"][data-state="open"]');
  await expect(form).toBeVisible();
  await form.getByTestId('campaign-name').fill(game.name);
  await form.getByTestId('campaign-type').selectOption(game.type);
  await expect(form.getByTestId('game-section')).toBeVisible();
  await form.getByTestId('campaign-goal-value').fill(game.goal);
  return form;
}
