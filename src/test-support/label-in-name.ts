// Unit tests of WCAG 2.5.3 label in name run axe's own rule (`label-content-name-mismatch`,
// experimental in axe; the screens check runs it on every page, docs/testing.md "The screens
// check") on a rendered component in jsdom, so a component is held to the same rule as the page.
import axe from 'axe-core';

export const LABEL_IN_NAME_RULE = 'label-content-name-mismatch';

/**
 * jsdom draws no text: axe's icon-font test (is this glyph a ligature icon?) asks a canvas for
 * pixels. This canvas answers that every character draws ink and no two strings differ, so no
 * text counts as an icon and every visible character is held to the rule.
 */
function textCanvasContext(canvas: HTMLCanvasElement) {
  return {
    canvas,
    font: '',
    textAlign: 'left',
    textBaseline: 'top',
    measureText: (text: string) => ({ width: text.length * 30 }),
    fillText: () => undefined,
    clearRect: () => undefined,
    getImageData: (_x: number, _y: number, width: number, height: number) => ({
      data: new Uint8ClampedArray(Math.max(1, Math.ceil(width) * Math.ceil(height) * 4)).fill(255),
    }),
  };
}

/** The nodes under `root` whose accessible name does not contain their visible text. */
export async function labelInNameViolations(root: Element): Promise<string[]> {
  const original = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    return textCanvasContext(this) as never;
  } as typeof original;
  try {
    const results = await axe.run(root, {
      runOnly: { type: 'rule', values: [LABEL_IN_NAME_RULE] },
      rules: { [LABEL_IN_NAME_RULE]: { enabled: true } },
    });
    const ran = [
      ...results.passes,
      ...results.violations,
      ...results.incomplete,
      ...results.inapplicable,
    ].some((rule) => rule.id === LABEL_IN_NAME_RULE);
    if (!ran) throw new Error(`axe did not run ${LABEL_IN_NAME_RULE}`);
    return results.violations.flatMap((rule) => rule.nodes.map((node) => node.html));
  } finally {
    HTMLCanvasElement.prototype.getContext = original;
  }
}
