// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderChakraGlobalCss } from './render-global-css';

describe('chakra-global.css (issue #23)', () => {
  it('is the global CSS of the current theme (else run `npx tsx scripts/chakra-global-css.ts`)', () => {
    const committed = readFileSync(new URL('./chakra-global.css', import.meta.url), 'utf8');
    expect(committed === renderChakraGlobalCss()).toBe(true);
  });

  it('holds the layer order, the preflight and the token variables the shell uses', () => {
    const css = renderChakraGlobalCss();
    expect(css).toContain('@layer reset,base,tokens,recipes;');
    expect(css).toContain('--chakra-colors-blue-500:');
    expect(css).toContain('--chakra-colors-fg-subtle:');
  });
});
