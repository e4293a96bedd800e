import { defineConfig } from '@chakra-ui/react/styled-system';

// issue #13 "Design tokens": text ≥ 4.5:1 and UI ≥ 3:1 (WCAG AA). Chakra's light defaults put
// white on green.600 (3.29:1), orange.600, teal.600, and secondary text in gray.400 (2.56:1);
// these semantic tokens move them one step darker, so every badge, solid button and muted
// line of every page passes without each page choosing its own colours.
const light = (token: string) => ({
  value: { _light: `{colors.${token}}`, _dark: `{colors.${token}}` },
});

export const accessibleColors = defineConfig({
  theme: {
    // Pages write `green.600` / `orange.600` / `teal.600` / `red.500` as text colours (status
    // words, required marks); on white those were 3.3–3.8:1. The same hues one shade darker
    // give ≥ 4.8:1, so the pages keep their colour names and pass.
    tokens: {
      colors: {
        green: { 600: { value: '#15803d' } },
        orange: { 600: { value: '#c2410c' } },
        teal: { 600: { value: '#0f766e' } },
        red: { 500: { value: '#dc2626' } },
      },
    },
    semanticTokens: {
      colors: {
        fg: {
          // #52525b: 7.7:1 on white, 6.9:1 on gray.100 (tables' headers, muted panels).
          subtle: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          info: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
        },
        // blue.600 passes at rest (5.2:1) but its hover (solid at 90%) falls to ~4.3:1 under
        // white text; blue.700 keeps ≥ 5.5:1 hovered too (axe on a just-clicked primary button).
        blue: { solid: light('blue.700') },
        green: { solid: light('green.700') },
        orange: { solid: light('orange.700') },
        teal: { solid: light('teal.700') },
        cyan: { solid: light('cyan.700') },
        yellow: { fg: { value: { _light: '{colors.yellow.800}', _dark: '{colors.yellow.300}' } } },
      },
    },
  },
});
