// The screens check's sideways-overflow rule (issue #38 item 6; docs/testing.md "The screens
// check"). The shell clips at the viewport and its content area scrolls, so a page too wide
// for a phone never widens the document: it widens a scroll container, or is cut off. The
// browser measures (`collectOverflowFacts`, run in the page); the decision is a pure function
// of the measured sizes, so it is unit-tested without a layout engine.

/** What the page measured about one element that is wider than its box or past the viewport. */
export interface OverflowFacts {
  /** tag, test id and role, for the report */
  label: string;
  left: number;
  right: number;
  scrollWidth: number;
  clientWidth: number;
  /** computed overflow-x is auto or scroll: the element is a scroll container */
  scrolls: boolean;
  /**
   * A declared sideways scroller: a keyboard-scrollable region (role="region" with a
   * tabindex, the data table's and the figure table's wrapper) or `data-scroll-x`.
   */
  declaredScroller: boolean;
  /** an ancestor (below the document) is a scroll container */
  insideScroller: boolean;
}

/** One pixel of rounding: sub-pixel widths round scrollWidth up. */
const SLACK = 1;

/**
 * The sideways-overflow problems on a page at a viewport width:
 * - a scroll container whose content is wider than its box, unless it is a declared sideways
 *   scroller (a page that pans sideways inside the content area: the document never sees it);
 * - an element past the viewport's edges that no scroll container holds (cut off by the
 *   shell's clip, unreachable). Elements inside a scroll container are its concern.
 */
export function overflowProblems(facts: readonly OverflowFacts[], viewportWidth: number): string[] {
  const problems: string[] = [];
  for (const box of facts) {
    if (box.scrolls && !box.declaredScroller && box.scrollWidth > box.clientWidth + SLACK) {
      problems.push(`${box.label} scrolls sideways: ${box.scrollWidth} > ${box.clientWidth}`);
    } else if (!box.insideScroller && (box.left < -SLACK || box.right > viewportWidth + SLACK)) {
      problems.push(
        `${box.label} past the viewport: ${Math.round(box.left)}..${Math.round(box.right)} of ${viewportWidth}`,
      );
    }
  }
  return problems;
}

/**
 * Runs in the page (`page.evaluate(collectOverflowFacts)`): self-contained, no imports. Only
 * rendered elements that overflow their box or cross the viewport are returned.
 */
export function collectOverflowFacts(): OverflowFacts[] {
  const isScroller = (style: CSSStyleDeclaration) =>
    style.overflowX === 'auto' || style.overflowX === 'scroll';
  const facts: OverflowFacts[] = [];
  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.position === 'fixed') continue;
    const wide = element.scrollWidth > element.clientWidth + 1;
    const past = rect.left < -1 || rect.right > window.innerWidth + 1;
    if (!wide && !past) continue;
    let insideScroller = false;
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (isScroller(getComputedStyle(up))) {
        insideScroller = true;
        break;
      }
    }
    const testId = element.dataset['testid'];
    const role = element.getAttribute('role');
    facts.push({
      label: `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${role ? `[role=${role}]` : ''}`,
      left: rect.left,
      right: rect.right,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      scrolls: isScroller(style),
      declaredScroller:
        (role === 'region' && element.hasAttribute('tabindex')) ||
        element.hasAttribute('data-scroll-x'),
      insideScroller,
    });
  }
  return facts;
}
