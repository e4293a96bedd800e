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

// WCAG 2.3.3 (animation from interactions): a person who asks the system for reduced motion gets
// no animated entry, exit or transition; Chakra's recipes animate regardless. Durations become
// 0.01 ms, not 0 or none, so every animation and transition still runs once and ends: the
// presence of a menu, dialog or drawer waits for its exit animation's end before it unmounts,
// and a 0 s transition fires no transitionend (docs/architecture.md "Styling").
const reducedMotion = {
  '*, *::before, *::after': {
    _motionReduce: {
      animationDuration: '0.01ms !important',
      animationDelay: '0s !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
};

// docs/stack.md "Chakra v3": a system built from the recipes we use, not the full preset. Since
// issue #39 the system loads after the first paint (chakra-root.tsx, chakra-island.tsx), with
// late-recipes.ts, which adds the rest of the recipes. Add a recipe there when a component
// starts using it.
const consoleConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: { ...globalCss, ...reducedMotion },
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
 * The console's Chakra system, built on first use. issue #23/#39: building it (token
 * dictionary, conditions, utilities) is one of the largest pieces of start-up work: it happens
 * when Chakra's chunk is evaluated (late-recipes.ts), in a task of its own, not in the shell's
 * first render, which needs no Chakra.
 */
export function getConsoleSystem(): SystemContext {
  consoleSystem ??= createConsoleSystem();
  return consoleSystem;
}
