import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './axe-check';

// issue #33: the helper scans a page without frames in place (axe.run) and one with frames in
// axe's default per-frame mode; both must still report every serious violation, each node.
const BROKEN = `<!doctype html><html lang="zh-CN"><head><title>t</title></head><body><main>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <button></button><button></button>
  <p style="color:#bbb;background:#fff">浅色文字</p>
</main></body></html>`;

test('the axe helper reports every serious violation and node on a page scanned in place', async ({
  page,
}) => {
  await page.setContent(BROKEN);
  expect(page.frames()).toHaveLength(1);
  const violations = await seriousAxeViolations(page);
  expect(violations.map((violation) => violation.id).sort()).toEqual([
    'button-name',
    'color-contrast',
    'image-alt',
  ]);
  expect(violations.find((violation) => violation.id === 'button-name')?.nodes).toHaveLength(2);
  expect(await seriousAxeViolations(page, ['color-contrast'])).toEqual([
    { id: 'color-contrast', impact: 'serious', nodes: ['p'] },
  ]);
});

test('the axe helper reports a serious violation inside a frame', async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="zh-CN"><head><title>t</title></head><body><main>
      <iframe title="内嵌" srcdoc="${BROKEN.replace(/"/g, '&quot;')}"></iframe></main></body></html>`,
  );
  await expect.poll(() => page.frames().length).toBe(2);
  await expect(page.frameLocator('iframe').locator('p')).toHaveText('浅色文字');
  const ids = (await seriousAxeViolations(page)).map((violation) => violation.id).sort();
  expect(ids).toEqual(['button-name', 'color-contrast', 'image-alt']);
});

// stop 48: CI scanned dialogs mid-fade (color-contrast on a dimmed title); the helper waits for
// the animations that end, so a fade-in is read once settled.
test('the axe helper reads a fading-in text once its animation ended (no contrast failure mid-fade)', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="zh-CN"><head><title>t</title><style>
    @keyframes fade { from { opacity: 0.2 } to { opacity: 1 } }
    p { color: #333; background: #fff; animation: fade 1.5s linear; }
  </style></head><body><main><p>弹窗标题</p></main></body></html>`);
  expect(await seriousAxeViolations(page, ['color-contrast'])).toEqual([]);
});

// stop 49: CI scanned a data table mid-refetch (its rows dimmed while aria-busy); the helper waits
// for a busy region to finish (at most 5 s), and the dimming's transition, before it scans.
test('the axe helper reads a refreshing table once it is no longer busy (no contrast failure while dimmed)', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="zh-CN"><head><title>t</title><style>
    tbody { color: #555; background: #fff; transition: opacity 0.2s; }
    table[aria-busy="true"] tbody { opacity: 0.55; }
  </style></head><body><main><table aria-label="会话" aria-busy="true">
    <tbody><tr><td>已存档</td></tr></tbody></table></main>
    <script>setTimeout(() => document.querySelector('table').removeAttribute('aria-busy'), 3000)</script>
  </body></html>`);
  expect(await seriousAxeViolations(page, ['color-contrast'])).toEqual([]);
});

// stop 54: a busy region nobody sees (a kept-alive tab's hidden pane) is not waited for. Here the
// text on screen turns unreadable after 4 s: a helper that waited for the hidden region (5 s)
// would read it then and report it.
test('the axe helper does not wait for a busy region that is hidden', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="zh-CN"><head><title>t</title></head><body>
    <main><p style="color:#333;background:#fff">会话</p>
    <div hidden><table aria-label="隐藏的标签页" aria-busy="true"><tbody><tr><td>已存档</td></tr>
    </tbody></table></div></main>
    <script>setTimeout(() => { document.querySelector('p').style.color = '#ddd'; }, 4000)</script>
  </body></html>`);
  expect(await seriousAxeViolations(page, ['color-contrast'])).toEqual([]);
});

// issue #33: a frameless page keeps the axe it was given; the next scan on the same document
// reuses it (the screens check opens most routes in one page), a new document gets its own.
test('the axe helper injects axe once per document and scans again with it', async ({ page }) => {
  await page.setContent(BROKEN);
  await seriousAxeViolations(page, ['color-contrast']);
  await page.evaluate(() => Object.assign((window as unknown as { axe: object }).axe, { seen: 1 }));
  expect(await seriousAxeViolations(page, ['button-name'])).toEqual([
    {
      id: 'button-name',
      impact: 'critical',
      nodes: ['button:nth-child(2)', 'button:nth-child(3)'],
    },
  ]);
  expect(
    await page.evaluate(() => (window as unknown as { axe: { seen?: number } }).axe.seen),
  ).toBe(1);
  await page.setContent(BROKEN);
  expect((await seriousAxeViolations(page)).map((violation) => violation.id).sort()).toEqual([
    'button-name',
    'color-contrast',
    'image-alt',
  ]);
});
