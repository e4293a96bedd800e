// docs/conventions.md "Every page": zero serious or critical axe violations. One helper so every
// spec checks a page the same way (WCAG 2 A/AA rules).
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * The serious and critical violations of the WCAG 2 A/AA rules, or of only the `rules` given
 * (the screens check runs the rules whose outcome depends on the width at the other widths;
 * docs/testing.md "The screens check"), plus the axe rules named in `enable`.
 */
export async function seriousAxeViolations(
  page: Page,
  rules?: readonly string[],
  enable: readonly string[] = [],
) {
  await animationsSettled(page);
  const options: RunOptions = {
    // issue #33: only violations are read here; axe still checks every rule on every node, it
    // just skips building selectors and HTML for the passes (docs/testing.md "The screens check").
    resultTypes: ['violations'],
    runOnly: rules
      ? { type: 'rule', values: [...rules] }
      : { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    // Rules axe keeps off by default (experimental) that a check turns on beside the tags.
    ...(enable.length > 0
      ? { rules: Object.fromEntries(enable.map((id) => [id, { enabled: true }])) }
      : {}),
  };
  // issue #33: a page without frames is scanned in place (`axe.run`). The default mode runs
  // each frame's part, then opens a blank tab, injects axe again and sends it every result to
  // finish: the same result for one frame, at about twice the time. A page with frames keeps
  // the default, which also reaches a frame of another origin.
  const results =
    page.frames().length === 1
      ? await scanInPlace(page, options)
      : await new AxeBuilder({ page }).options(options).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

type WindowWithAxe = Window & { axe: typeof axe };

/**
 * axe.run in the page, axe injected once per document (issue #33, docs/testing.md "The screens
 * check"). @axe-core/playwright evaluates axe's 1.5 MB source twice on every scan of a frameless
 * page (once in analyze, once more in its legacy run): 130–330 ms of the renderer each time,
 * measured on this machine. A document that already has axe (the screens check opens most
 * routes inside one page through the menu) is scanned with it; axe.run clears its caches per run.
 */
async function scanInPlace(page: Page, options: RunOptions): Promise<AxeResults> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) {
    await page.evaluate(axe.source);
    // what @axe-core/playwright configures for a scan in place
    await page.evaluate(() =>
      (window as unknown as WindowWithAxe).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  }
  return page.evaluate(
    (runOptions) => (window as unknown as WindowWithAxe).axe.run(document, runOptions),
    options,
  );
}

/**
 * Waits for the animations that end (a dialog's fade-in, a drawer's slide; not a spinner's
 * endless turn), at most 2 s: axe reads opacity from computed styles, and CI scanned dialogs
 * mid-fade (color-contrast on a dimmed title, stop 48). Then for the regions on screen that say
 * they are updating (`aria-busy="true"`: a data table dims its rows while it refetches) to
 * finish, at most 5 s: CI of stop 49 scanned /chat-records' table mid-refetch (color-contrast
 * on badges at 55 % opacity). A settled page is what a person reads; a region busy for longer is scanned
 * as it is.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const until = (done: () => boolean, ms: number) =>
      new Promise<void>((resolve) => {
        const end = Date.now() + ms;
        const check = () => (done() || Date.now() > end ? resolve() : setTimeout(check, 50));
        check();
      });
    // Only a region on screen: the kept-alive tabs' hidden panes (spec §2) keep their tables
    // aria-busy, which nobody reads and axe skips, and made nearly every scan of the screens
    // check wait the full 5 s (docs/testing.md "Stop 54").
    const busy = () =>
      [...document.querySelectorAll('[aria-busy="true"]')].some((region) =>
        region.checkVisibility(),
      );
    await until(() => !busy(), 5_000);
    // two frames: a transition the busy state's end starts exists only after a style update
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}
