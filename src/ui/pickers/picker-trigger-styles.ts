import { buttonRecipe } from '@chakra-ui/react/theme';
import { defineStaticStyles, mergeStyles } from '../static-css/define-static-styles';

// issue #39 (docs/architecture.md "Styling"): the pickers' triggers (employees, tags, a date or a
// range) as static classes; the Chakra popover mounts on the first press
// (deferred-mount/on-demand-popover.tsx).
// Each is Chakra's Button (size sm, outline) with the props the Chakra trigger had. Those props
// were style props, outside Chakra's cascade layers, so they also beat the recipe's hover and
// expanded background: the white is repeated under `_hover` and `_expanded` to keep that.
const white = { bg: 'white', _hover: { bg: 'white' }, _expanded: { bg: 'white' } };
const outlineSm = mergeStyles(
  buttonRecipe.base,
  buttonRecipe.variants?.size.sm,
  buttonRecipe.variants?.variant.outline,
  white,
  { justifyContent: 'flex-start', fontWeight: 'normal', maxW: 'full' },
);

export const pickerTriggerStyles = defineStaticStyles({
  // employee-picker.tsx, tag-picker.tsx: minW 52, the chosen names as badges
  'pt-trigger': mergeStyles(outlineSm, { minW: '52', overflow: 'hidden' }),
  // picker-popover.tsx (date, range): a calendar icon, the value; its width from `--pt-width`
  'pt-date': mergeStyles(outlineSm, { gap: '2', width: 'var(--pt-width)' }),
  'pt-invalid': { borderColor: 'red.500' },
  'pt-placeholder': { color: 'fg.muted' },
  'pt-chips': { display: 'flex', gap: '1', overflow: 'hidden' },
  'pt-chips-center': { alignItems: 'center' },
  'pt-count': { fontSize: 'xs', color: 'fg.muted' },
  'pt-date-icon': { color: 'gray.600', flexShrink: 0 },
  'pt-date-text': { truncate: true, color: 'gray.900' },
  'pt-date-empty': { color: 'gray.600' },
});
