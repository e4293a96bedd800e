import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

// WCAG 2.3.3: with reduced motion asked for (the system setting; playwright.config.ts asks for
// it in every test), Chakra's entry and exit animations take 0.01 ms (src/ui/theme/system.ts)
// and a menu that closes is still hidden in the end (its presence waits for the exit
// animation's end).
test.use({ reducedMotion: 'reduce' });

/** The longest animation or transition duration of an element, in seconds. */
function longestDuration(element: Element): number {
  const style = getComputedStyle(element);
  const seconds = (list: string) =>
    list.split(',').map((value) => {
      const text = value.trim();
      return text.endsWith('ms') ? Number.parseFloat(text) / 1000 : Number.parseFloat(text);
    });
  return Math.max(...seconds(style.animationDuration), ...seconds(style.transitionDuration));
}

test('with reduced motion asked for, menus open without animation and close all the way', async ({
  page,
}) => {
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/index');
  await page.getByTestId('user-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  expect(await menu.evaluate(longestDuration)).toBeLessThanOrEqual(0.001);
  const item = page.getByRole('menuitem', { name: '退出登录' });
  expect(await item.evaluate(longestDuration)).toBeLessThanOrEqual(0.001);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
