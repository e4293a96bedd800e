// docs/conventions.md "Every page": zero serious or critical axe violations. One helper so every
// spec checks a page the same way (WCAG 2 A/AA rules).
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

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
  const builder = new AxeBuilder({ page });
  builder.options({
    // issue #33: only violations are read here; axe still checks every rule on every node, it
    // just skips building selectors and HTML for the passes (docs/testing.md "The screens check").
    resultTypes: ['violations'],
    // Rules axe keeps off by default (experimental) that a check turns on beside the tags; set
    // before withTags/withRules, which add runOnly to the same options.
    ...(enable.length > 0
      ? { rules: Object.fromEntries(enable.map((id) => [id, { enabled: true }])) }
      : {}),
  });
  // issue #33: a page without frames is scanned in place (`axe.run`). The default mode runs
  // each frame's part, then opens a blank tab, injects axe again and sends it every result to
  // finish: the same result for one frame, at about twice the time. A page with frames keeps
  // the default, which also reaches a frame of another origin.
  if (page.frames().length === 1) builder.setLegacyMode(true);
  const results = await (
    rules ? builder.withRules([...rules]) : builder.withTags(['wcag2a', 'wcag2aa'])
  ).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/**
 * Waits for the animations that end (a dialog's fade-in, a drawer's slide; not a spinner's
 * endless turn), at most 2 s: axe reads opacity from computed styles, and CI scanned dialogs
 * mid-fade (color-contrast on a dimmed title, stop 48). Then for the regions that say they
 * are updating (`aria-busy="true"`: a data table dims its rows while it refetches) to finish, at
 * most 5 s: CI of stop 49 scanned /chat-records' table mid-refetch (color-contrast on badges
 * at 55 % opacity). A settled page is what a person reads; a region busy for longer is scanned
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
    await until(() => document.querySelector('[aria-busy="true"]') === null, 5_000);
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
