import { spinnerRecipe } from '@chakra-ui/react/theme';
import { defineStaticStyles, mergeStyles } from './define-static-styles';

// A static button's busy state as Chakra's Button shows it with `loading` (docs/architecture.md
// "Styling", issue #39): the button disabled, a spinner of the text's size and colour centred
// over it (Chakra's Loader: an AbsoluteCenter with `Spinner size="inherit" borderWidth="0.125em"`)
// and the label kept for the width but not shown. The label is transparent rather than hidden
// (Chakra hides it) so the button keeps its name for a screen reader while busy.
export const busyButtonStyles = defineStaticStyles({
  'bt-busy-center': {
    position: 'absolute',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    insetStart: '50%',
    top: '50%',
    translate: '-50% -50%',
    _rtl: { translate: '50% -50%' },
  },
  'bt-busy-spinner': mergeStyles(spinnerRecipe.base, spinnerRecipe.variants?.size.inherit, {
    borderWidth: '0.125em',
    color: 'inherit',
  }),
  'bt-busy-label': { color: 'transparent' },
});
