// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defineStaticStyles } from './define-static-styles';
import { renderStaticCss } from './render-static-css';

describe('static.css (docs/architecture.md "Styling")', () => {
  it('is what the style objects render to now (else run `npx tsx scripts/static-css.ts`)', () => {
    const committed = readFileSync(new URL('./static.css', import.meta.url), 'utf8');
    // not toBe: a diff of two 20 KB one-line strings says nothing a regeneration would not
    expect(committed === renderStaticCss()).toBe(true);
  });

  it("renders through the console's Chakra system: recipes layer, token variables, conditions", () => {
    const css = renderStaticCss([
      defineStaticStyles({
        'x-box': {
          bg: 'gray.50',
          px: '3',
          _hover: { color: 'blue.700' },
          display: { base: 'none', md: 'flex' },
          _dark: { bg: 'gray.900' },
        },
      }),
    ]);
    expect(css).toMatch(/^\/\* Generated .*\*\/\n@layer recipes\{/);
    expect(css).toContain('.x-box{');
    expect(css).toContain('background:var(--chakra-colors-gray-50)');
    expect(css).toContain('padding-inline:var(--chakra-spacing-3)');
    expect(css).toContain('.x-box:is(:hover, [data-hover])');
    expect(css).toContain('color:var(--chakra-colors-blue-700)');
    expect(css).toContain('@media screen and (min-width: 48rem){.x-box{');
    expect(css).toContain('.dark .x-box');
  });

  it('refuses a class defined in two sheets', () => {
    const sheet = defineStaticStyles({ 'x-twice': { color: 'red.500' } });
    expect(() => renderStaticCss([sheet, sheet])).toThrow('.x-twice is defined twice');
  });
});
