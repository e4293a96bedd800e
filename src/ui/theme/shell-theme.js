// issue #23: the parts of Chakra's theme the shell's first paint needs, imported file by file.
// Chakra's `@chakra-ui/react/theme` barrel reaches every recipe (its recipes.js and
// slot-recipes.js list them all), so importing it from the shell put the recipes that
// late-recipes.ts registers later into the initial chunk as well. The same objects as the
// barrel's (see its index.js); types in shell-theme.d.ts. Check the paths when Chakra changes.
import { animations } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/animations.js';
import { aspectRatios } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/aspect-ratios.js';
import { blurs } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/blurs.js';
import { borders } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/borders.js';
import { colors } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/colors.js';
import { cursor } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/cursor.js';
import { durations } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/durations.js';
import { easings } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/easings.js';
import { fontSizes } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-sizes.js';
import { fontWeights } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-weights.js';
import { fonts } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/fonts.js';
import { keyframes } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/keyframes.js';
import { letterSpacings } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/letter-spacing.js';
import { lineHeights } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/line-heights.js';
import { radii } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/radius.js';
import { sizes } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/sizes.js';
import { spacing } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/spacing.js';
import { zIndices } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/z-indices.js';
import { semanticColors } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/colors.js';
import { semanticRadii } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/radii.js';
import { semanticShadows } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/shadows.js';
export { breakpoints } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/breakpoints.js';
export { globalCss } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/global-css.js';
export { layerStyles } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/layer-styles.js';
export { animationStyles } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/motion-styles.js';
export { textStyles } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/text-styles.js';
export { badgeRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/badge.js';
export { buttonRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/button.js';
export { headingRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/heading.js';
export { inputRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/input.js';
export { separatorRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/separator.js';
export { spinnerRecipe } from '../../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/spinner.js';
export { keyframes };

export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

export const semanticTokens = {
  colors: semanticColors,
  shadows: semanticShadows,
  radii: semanticRadii,
};
