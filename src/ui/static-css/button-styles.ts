import { buttonRecipe } from '@chakra-ui/react/theme';
import { defineStaticStyles, mergeStyles } from './define-static-styles';

// Chakra's Button look as static classes (docs/architecture.md "Styling"): the recipe's base,
// size and variant merged as the recipe merges them, for the buttons of the shell's first
// paint and of the status pages, which render before Chakra is loaded. The colour comes from
// a palette class (`sc-palette-blue`, cell-styles.ts); without one it is the global gray.
type Size = '2xs' | 'xs' | 'sm' | 'md';
type Variant = 'solid' | 'outline' | 'subtle' | 'ghost';

const button = (size: Size, variant: Variant) =>
  mergeStyles(
    buttonRecipe.base,
    buttonRecipe.variants?.size[size],
    buttonRecipe.variants?.variant[variant],
  );

export const buttonStyles = defineStaticStyles({
  'bt-md-solid': button('md', 'solid'),
  'bt-md-outline': button('md', 'outline'),
  'bt-sm-solid': button('sm', 'solid'),
  'bt-sm-outline': button('sm', 'outline'),
  'bt-sm-ghost': button('sm', 'ghost'),
  'bt-xs-solid': button('xs', 'solid'),
  'bt-xs-outline': button('xs', 'outline'),
  'bt-xs-ghost': button('xs', 'ghost'),
  'bt-xs-subtle': button('xs', 'subtle'),
  'bt-2xs-outline': button('2xs', 'outline'),
  'bt-2xs-ghost': button('2xs', 'ghost'),
});
