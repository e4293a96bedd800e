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
  // the same without the minimum width (an avatar, a name and an id that size the column)
  'sc-person-free': { minW: 'auto' },
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
  'sc-truncate-narrow': { maxW: '32' },
  'sc-strong': { fontWeight: 'medium' },
  'sc-text-sm': { fontSize: 'sm' },
  'sc-xs': { fontSize: 'xs' },
  'sc-mt-1': { mt: '1' },
  'sc-ms-1': { ms: '1' },
  'sc-max-48': { maxW: '48' },
  'sc-max-64': { maxW: '64' },
  'sc-max-18rem': { maxW: '18rem' },
  'sc-mt-half': { mt: '0.5' },
  'sc-subtle': { color: 'fg.subtle' },
  'sc-stack': { display: 'flex', flexDirection: 'column', gap: '1' },
  // A list of names as badges (活码's employees): wraps inside a narrow column.
  'sc-names': { display: 'flex', flexWrap: 'wrap', gap: '1', minW: '28', maxW: '40' },
  'sc-chips-narrow': { maxW: '48' },
  'sc-chips-free': { maxW: 'none' },
  'sc-fg-up': { color: 'green.700' },
  'sc-fg-down': { color: 'red.700' },
  'sc-clamp-1': { lineClamp: '1', maxW: '60' },
  'sc-clamp-2': { lineClamp: '2' },
  // A thumbnail (a QR code) beside a name and a second line.
  'sc-thumb-cell': { display: 'flex', alignItems: 'center', gap: '3', minW: '48' },
  // QrThumb (ui/qr-code/qr-thumb.tsx): Chakra's QR code frame, its size in `--qr-size`.
  'sc-qr-open': {
    display: 'inline-flex',
    cursor: 'zoom-in',
    borderRadius: 'sm',
    _hover: { boxShadow: 'md' },
  },
  'sc-qr': {
    width: 'var(--qr-size)',
    height: 'var(--qr-size)',
    fill: 'currentColor',
    bg: 'white',
  },
  'sc-figure': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  'sc-muted': { color: 'fg.muted' },
  'sc-fg-blue': { color: 'blue.700' },
  'sc-fg-green': { color: 'green.600' },
  'sc-fg-orange': { color: 'orange.600' },
  'sc-actions': { display: 'inline-flex', alignItems: 'center', gap: '3' },
  // small ghost buttons side by side (bt-xs-ghost), wrapping in a narrow column
  'sc-buttons': { display: 'flex', gap: '1', flexWrap: 'wrap' },
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
  // the same at size sm (a name that opens the row's detail)
  'sc-action-sm': { ...buttonRecipe.variants?.size.sm, px: '0' },
});
