import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

// A detail or statistics page opened without its record says so and leads back to its list,
// instead of a table spinner waiting for a record nobody chose.
const DETAIL_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['/private-chat/detail', '/private-chat'],
  ['/group-chat/detail', '/group-chat'],
  ['/group-list/group-detail', '/group-list'],
  ['/lock-code/statistics', '/lock-code'],
  ['/shunt-code/statistics', '/shunt-code'],
  ['/group-code/statistics', '/group-code'],
  ['/short-chain/statistic', '/short-chain'],
  ['/super-radar/data-detail', '/super-radar'],
];

test('a detail page opened without its id says no record was chosen and leads back', async ({
  page,
}) => {
  await signIn(page, 'admin', 'Admin@123');
  for (const [path, list] of DETAIL_PAGES) {
    await page.goto(`${path}?id=abc`);
    const missing = page.locator(`[data-tab-pane="${path}"]`).getByTestId('missing-record');
    await expect(missing).toContainText('未选择记录');
    await missing.getByRole('button', { name: '返回列表' }).click();
    await expect(page).toHaveURL(new RegExp(`${list}$`));
  }
});
