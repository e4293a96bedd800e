import { describe, expect, it } from 'vitest';
import { overflowProblems, type OverflowFacts } from './horizontal-overflow';

const box = (facts: Partial<OverflowFacts>): OverflowFacts => ({
  label: 'div',
  left: 0,
  right: 390,
  scrollWidth: 390,
  clientWidth: 390,
  scrolls: false,
  declaredScroller: false,
  insideScroller: false,
  ...facts,
});

describe('the screens check flags sideways overflow of every scroll container at 390', () => {
  it('flags the content area when the page inside it is wider than the phone (/channel-code: 998 px)', () => {
    const main = box({ label: 'main[data-testid=content-area]', scrolls: true, scrollWidth: 998 });
    expect(overflowProblems([main], 390)).toEqual([
      'main[data-testid=content-area] scrolls sideways: 998 > 390',
    ]);
  });

  it("does not flag the data table's own keyboard-scrollable wrapper or what it holds", () => {
    const wrapper = box({ scrolls: true, declaredScroller: true, scrollWidth: 1200 });
    const cell = box({ left: 300, right: 900, insideScroller: true });
    expect(overflowProblems([wrapper, cell], 390)).toEqual([]);
  });

  it('flags an element past the viewport that no scroll container holds (cut off by the shell)', () => {
    const header = box({ label: 'header', left: 0, right: 460 });
    expect(overflowProblems([header], 390)).toEqual(['header past the viewport: 0..460 of 390']);
  });

  it('allows one pixel of rounding', () => {
    const main = box({ scrolls: true, scrollWidth: 391 });
    const edge = box({ right: 391 });
    expect(overflowProblems([main, edge], 390)).toEqual([]);
  });

  it('does not flag a box wider than its content box when it does not scroll and stays on screen (an ellipsis)', () => {
    expect(
      overflowProblems([box({ scrollWidth: 500, clientWidth: 120, right: 200 })], 390),
    ).toEqual([]);
  });
});
