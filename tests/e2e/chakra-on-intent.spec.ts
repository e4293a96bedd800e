import { readFileSync, readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { signIn } from './shell-helpers';

// issue #39 (docs/architecture.md "Styling" points 5 and 6): on a cold signed-in load of /index
// nothing downloads, evaluates or builds Chakra until the user shows intent to use a Chakra
// part (a pointer, focus or press on its static trigger). Chakra's chunks are read from the
// build: chakra-root's chunk (the system, the provider) and every chunk it imports statically
// beyond the HTML's own scripts (Emotion, Chakra's styled system, Ark's and Zag's shared code),
// which every Chakra component's chunk imports too.
const CLIENT = 'dist/client';

function chakraChunks(): Set<string> {
  const html = readFileSync(`${CLIENT}/index.html`, 'utf8');
  const initial = new Set(
    [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]),
  );
  const root = readdirSync(`${CLIENT}/assets`).find((name) => /^chakra-root-.*\.js$/.test(name));
  expect(root, "Chakra's root chunk in the build").toBeDefined();
  const chunks = new Set<string>();
  const visit = (name: string) => {
    if (chunks.has(name) || initial.has(name)) return;
    chunks.add(name);
    const code = readFileSync(`${CLIENT}/assets/${name}`, 'utf8');
    for (const match of code.matchAll(/(?:from|import)"\.\/([^"]+\.js)"/g)) visit(match[1] ?? '');
  };
  visit(root ?? '');
  return chunks;
}

/** The Chakra chunks the page has requested so far, and the elements Emotion has styled. */
function watchChakra(page: Page) {
  const chakra = chakraChunks();
  const requested: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.replace(/^\/assets\//, '');
    if (chakra.has(name)) requested.push(name);
  });
  return {
    requested,
    emotionStyled: () =>
      page.evaluate(
        () =>
          document.querySelectorAll('style[data-emotion]').length +
          [...document.querySelectorAll('[class*="css-"]')].filter((element) =>
            [...element.classList].some((name) => /^css-[0-9a-z]+$/.test(name)),
          ).length,
      ),
  };
}

test('a cold signed-in /index requests no Chakra chunk and styles nothing with Emotion until a Chakra part’s trigger is used', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', 'Admin@123');
  const chakra = watchChakra(page);
  await page.goto('/index');
  await expect(page.getByTestId('home-health')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('home-notices')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // the user reads the page for a while: still nothing of Chakra
  await page.waitForTimeout(1_000);
  expect(chakra.requested, 'Chakra chunks requested before any intent').toEqual([]);
  expect(await chakra.emotionStyled(), 'Emotion styles before any intent').toBe(0);

  // 重新检测 is static: pressing it refetches the check without Chakra
  await page.getByTestId('home-health').getByRole('button', { name: '重新检测' }).click();
  await page.waitForLoadState('networkidle');
  expect(chakra.requested, 'Chakra chunks after pressing a static card action').toEqual([]);

  // 查看全部: the pointer on it starts loading the dialog and Chakra; the press opens it
  await page.getByTestId('home-all-notices').click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  expect(chakra.requested.some((name) => name.startsWith('chakra-root-'))).toBe(true);
});

// /channel-code is chakra-free too: its groups, rows and QR thumbnails are static; its ··· menus
// and dialogs load on intent (src/features/acquiring/channel-code/channel-code-islands.ts).
test('a cold signed-in /channel-code requests no Chakra chunk and styles nothing with Emotion until a ··· menu is used; axe is clean before and with the menu open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', 'Admin@123');
  const chakra = watchChakra(page);
  await page.goto('/channel-code');
  const table = page.getByTestId('channel-code-table');
  await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('img', { name: /二维码/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(chakra.requested, 'Chakra chunks requested before any intent').toEqual([]);
  expect(await chakra.emotionStyled(), 'Emotion styles before any intent').toBe(0);
  await expectNoSeriousAxeViolations(page);

  // a group is static: choosing one refetches the rows without Chakra
  await page.getByTestId('code-group').nth(1).getByRole('button').first().click();
  await page.waitForLoadState('networkidle');
  expect(chakra.requested, 'Chakra chunks after choosing a group').toEqual([]);

  await table.getByRole('button', { name: '更多操作' }).first().click();
  await expect(page.getByRole('menuitem', { name: '复制' })).toBeVisible({ timeout: 30_000 });
  expect(chakra.requested.some((name) => name.startsWith('chakra-root-'))).toBe(true);
  await expectNoSeriousAxeViolations(page);
});

// /private-chat (and /group-chat, the same list page) and /welcome are chakra-free as well.
test('cold signed-in /private-chat and /welcome request no Chakra chunk until a Chakra part’s trigger is used', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', 'Admin@123');
  const chakra = watchChakra(page);
  await page.goto('/private-chat');
  const sends = page.getByTestId('mass-send-table');
  await expect(sends.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(chakra.requested, 'Chakra chunks on /private-chat before any intent').toEqual([]);
  expect(await chakra.emotionStyled(), 'Emotion styles on /private-chat').toBe(0);
  // a row's 取消: its confirm step is an island; Escape gives focus back to the row's button
  const cancel = sends.getByRole('button', { name: '取消发送' }).first();
  await cancel.click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  expect(chakra.requested.some((name) => name.startsWith('chakra-root-'))).toBe(true);
  await page.waitForTimeout(400); // axe reads colours as painted: the dialog's entry animation
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(cancel).toBeFocused();

  chakra.requested.length = 0;
  await page.goto('/welcome');
  await expect(page.getByTestId('welcome-table').locator('tbody tr').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(chakra.requested, 'Chakra chunks on /welcome before any intent').toEqual([]);
  expect(await chakra.emotionStyled(), 'Emotion styles on /welcome').toBe(0);
  // the static tabs keep Chakra's keys: → selects 发送记录, whose panel is an island
  await page.getByTestId('welcome-tab-list').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('welcome-tab-log')).toBeFocused();
  await expect(page.getByTestId('welcome-tab-log')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('welcome-log-table')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Home');
  await expect(page.getByTestId('welcome-tab-list')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('welcome-table')).toBeVisible();

  // 新建欢迎语 by keyboard (src/test-support/first-press-focus.ts' rule): the drawer's island
  // mounts open on the first press and leaves focus where a later press does; Escape gives it back
  const create = page.getByTestId('welcome-create');
  const focusInDialog = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return focused?.closest('[role="dialog"]')
        ? `${focused.tagName} ${focused.getAttribute('aria-label') ?? focused.textContent}`
        : null;
    });
  const pressCreate = async () => {
    await create.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
    await expect.poll(focusInDialog).not.toBeNull();
    const focused = await focusInDialog();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(create).toBeFocused();
    return focused;
  };
  const first = await pressCreate();
  expect(await pressCreate()).toBe(first);
});
