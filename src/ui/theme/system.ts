import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  createSystem,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react/styled-system';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from './shell-theme.js';

import { accessibleColors } from './accessible-colors';

// stack-notes (Chakra v3): a system built from the recipes we use, not the full preset, keeps
// ~25 KB gzip out of the initial JS. Only the recipes the shell's first paint needs are here
// (issue #23); the rest are registered by late-recipes.ts before any lazy page or lazy part of
// the shell renders. Add a recipe there when a component starts using it.
const consoleConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {},
  },
});

// issue #23: the global CSS (preflight, global styles, ~900 token variables) is generated at
// development time (chakra-global.css, inlined into index.html by vite.config.ts); with this
// flag the build's `chakraStaticGlobal` patch skips computing and inserting it again.
const staticGlobalCss = { staticGlobalCss: true } as SystemConfig;

/** A new system from the console's config (render-global-css.ts renders its global CSS). */
export function createConsoleSystem(): SystemContext {
  return createSystem(defaultBaseConfig, consoleConfig, accessibleColors, staticGlobalCss);
}

let consoleSystem: SystemContext | undefined;

/**
 * The console's Chakra system, built on first use. issue #23: building it (token dictionary,
 * conditions, utilities) is one of the largest pieces of start-up work, so main.tsx builds it
 * in its own task while /config.json is on the way instead of inside the script's evaluation.
 */
export function getConsoleSystem(): SystemContext {
  consoleSystem ??= createConsoleSystem();
  return consoleSystem;
}
