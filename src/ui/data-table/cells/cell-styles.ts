import { badgeRecipe, buttonRecipe } from '@chakra-ui/react/theme';
import { defineStaticStyles } from '../../static-css/define-static-styles';

// The list cells' static classes (docs/architecture.md "Styling"): the same styles Chakra's
// Badge and Button recipes give (base + size + variant), rendered once at build time instead
// of per cell at run time.
const badge = { ...badgeRecipe.base, ...badgeRecipe.variants?.size.sm };
export type BadgePalette =
  'gray' | 'blue' | 'green' | 'red' | 'orange' | 'teal' | 'purple' | 'yellow';

/**
 * `colorPalette` sets all 19 palette variables; the badge and button recipes read these six,
 * so a palette class sets only them (a fifth of the CSS).
 */
function palette(name: BadgePalette) {
  const shade = (key: string) => `colors.${name}.${key}`;
  return {
    '--chakra-colors-color-palette-fg': shade('fg'),
    '--chakra-colors-color-palette-subtle': shade('subtle'),
    '--chakra-colors-color-palette-muted': shade('muted'),
    '--chakra-colors-color-palette-border': shade('border'),
    '--chakra-colors-color-palette-solid': shade('solid'),
    '--chakra-colors-color-palette-contrast': shade('contrast'),
    '--chakra-colors-color-palette-focus-ring': shade('focusRing'),
  };
}

export const cellStyles = defineStaticStyles({
  'sc-badge': badge,
  'sc-badge-xs': badgeRecipe.variants?.size.xs ?? {},
  'sc-badge-subtle': badgeRecipe.variants?.variant.subtle ?? {},
  'sc-badge-outline': badgeRecipe.variants?.variant.outline ?? {},
  'sc-badge-solid': badgeRecipe.variants?.variant.solid ?? {},
  'sc-palette-gray': palette('gray'),
  'sc-palette-blue': palette('blue'),
  'sc-palette-green': palette('green'),
  'sc-palette-red': palette('red'),
  'sc-palette-orange': palette('orange'),
  'sc-palette-teal': palette('teal'),
  'sc-palette-purple': palette('purple'),
  'sc-palette-yellow': palette('yellow'),
  // PersonAvatar: size and colour are per person, so they come in as CSS variables (style).
  'sc-avatar': {
    width: 'var(--avatar-size)',
    height: 'var(--avatar-size)',
    borderRadius: 'full',
    flexShrink: 0,
    bg: 'var(--avatar-bg)',
    color: 'white',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 'var(--avatar-font)',
    fontWeight: 'medium',
    objectFit: 'cover',
  },
  'sc-person': { display: 'flex', alignItems: 'center', gap: '2.5', minW: '40' },
  'sc-person-text': { minW: '0' },
  'sc-person-line': { display: 'flex', alignItems: 'center', gap: '1.5' },
  'sc-person-name': {
    fontWeight: 'medium',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    maxW: '40',
  },
  'sc-person-sub': { fontSize: 'xs' },
  'sc-chips': { display: 'flex', flexWrap: 'wrap', gap: '1', maxW: '64' },
  'sc-nowrap': { whiteSpace: 'nowrap' },
  'sc-truncate': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    maxW: '40',
    display: 'block',
  },
  'sc-figure': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  'sc-muted': { color: 'fg.muted' },
  'sc-fg-blue': { color: 'blue.700' },
  'sc-fg-green': { color: 'green.600' },
  'sc-fg-orange': { color: 'orange.600' },
  'sc-actions': { display: 'inline-flex', alignItems: 'center', gap: '3' },
  // A row action: Chakra's Button recipe at size xs, variant plain, blue, no side padding.
  'sc-action': {
    ...buttonRecipe.base,
    ...buttonRecipe.variants?.size.xs,
    ...buttonRecipe.variants?.variant.plain,
    ...palette('blue'),
    bg: 'transparent',
    px: '0',
  },
  'sc-action-danger': palette('red'),
});
